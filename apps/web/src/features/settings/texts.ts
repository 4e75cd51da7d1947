/** Wording of /settings the spec leaves open; fixed texts come from TEXT.settings. */
export const SETTINGS_COPY = {
  replies: {
    heading: 'Reply review',
    description: 'Kept in this browser only.',
  },
  undoTimeout: {
    label: 'Undo timeout',
    unit: 'seconds',
    help: 'How long a sent or ignored reply can still be undone: 1 to 60 seconds.',
  },
  drySend: {
    label: 'Dry-send mode',
    help: 'Approved replies are processed but not posted. Useful for trying things out.',
  },
} as const;
