/** Wording of the style screens of their own; the product's texts come from TEXT.style. */
export const STYLE_COPY = {
  label: 'Speaking style',
  placeholder:
    'For example: Casual and direct. Short sentences, mostly lowercase. Asks a follow-up question instead of pitching. Dry humour, the odd emoji, never hashtags.',
  help: 'Describe how your replies should sound. Drafts follow this, your own posts and the edits you approve.',
  loading: 'Loading your speaking style',
  loadFailed: 'Could not load your speaking style.',
  retry: 'Retry',
  saving: 'Saving…',
  characters: (n: number, max: number) => `${n.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`,
  source: {
    analyzed: 'Learned from your posts',
    default: 'Default style',
    user: 'Written by you',
  },
  updated: (relative: string) => `Updated ${relative}`,
  showAll: 'Show all',
  showLess: 'Show less',
  learned: {
    heading: 'What was learned',
    /** `samples` counts posts and approved edits together. */
    measured: (samples: number, edits: number) =>
      edits === 0
        ? `Measured from ${samples.toLocaleString('en-US')} ${samples === 1 ? 'post' : 'posts'}`
        : `Measured from ${samples.toLocaleString('en-US')} posts and edits`,
    editsLearned: (n: number) =>
      n === 0
        ? 'no approved edits yet'
        : `learned from ${n.toLocaleString('en-US')} approved ${n === 1 ? 'edit' : 'edits'}`,
    length: 'Typical length',
    lengthValue: (median: number) => `${Math.round(median)} characters`,
    lengthRange: (p10: number, p90: number) => `usually ${Math.round(p10)}–${Math.round(p90)}`,
    words: (n: number) => `about ${Math.round(n)} words`,
    casing: 'Casing',
    punctuation: 'Punctuation',
    emoji: 'Emoji',
    signatureWords: 'Signature words',
    none: 'None',
    rarely: 'Rarely',
    noEmoji: 'Rarely uses emoji',
    startsLowercase: (share: string) => `${share} of posts start lowercase`,
    emojiShare: (share: string) => `in ${share} of posts`,
    habitTitle: (label: string, share: string) => `${label}: ${share} of posts`,
  },
} as const;
