import { PASSWORD_LENGTH } from '@/lib/auth/auth-client';

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
  security: {
    heading: 'Sign-in and security',
    description: 'Your password and the devices signed in to your account.',
  },
  changePassword: {
    currentLabel: 'Current password',
    currentRequired: 'Enter your current password.',
    newLabel: 'New password',
    newHelp: `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, different from the current one.`,
    submit: 'Change password',
    tooShort: `The new password needs at least ${PASSWORD_LENGTH.min} characters.`,
    tooLong: `The new password can have at most ${PASSWORD_LENGTH.max} characters.`,
    sameAsCurrent: 'The new password must be different from the current one.',
    success: 'Password changed',
    successDescription: 'You were signed out on your other devices.',
    failure: 'Could not change the password',
  },
  signOutEverywhere: {
    help: 'Lost a device, or signed in on a shared computer? End every session at once.',
    button: 'Sign out everywhere',
    confirmTitle: 'Sign out everywhere?',
    confirmBody:
      'This ends your sessions on every device, this one included. You will sign in again with your password.',
    confirmLabel: 'Sign out everywhere',
    success: 'Signed out everywhere',
    failure: 'Could not sign out everywhere',
  },
} as const;
