/**
 * Wording of /business of its own. The product's texts (docs/product/errors.md) come from
 * TEXT.business in @gatling/shared/spec.
 */
export const BUSINESS_COPY = {
  business: {
    heading: 'Your business',
    description: 'Replies mention what you offer only where it fits the conversation.',
  },
  fields: {
    business_email: { label: 'Business e-mail', hint: 'Where interested people can reach you.' },
    calendar_link: {
      label: 'Calendar link',
      hint: 'A booking page (Cal.com, Calendly…), offered when a conversation is ready for a call.',
      placeholder: 'https://cal.com/you',
    },
    one_line_summary: { label: 'One-line summary', hint: 'What you do, in one sentence.' },
    one_paragraph_summary: {
      label: 'One-paragraph summary',
      hint: 'What you offer, for whom, and what makes it different.',
    },
  },
  optional: 'Optional',
  competitors: {
    heading: 'Competitors',
    description: 'Who people compare you with, and how you answer when they come up.',
    empty: 'No competitors yet.',
    add: 'Add competitor',
    limit: (n: number) => `You can list up to ${n} competitors.`,
    legend: (n: number) => `Competitor ${n}`,
    remove: (n: number, name: string) => (name ? `Remove ${name}` : `Remove competitor ${n}`),
  },
  competitor: {
    competitor_name: { label: 'Name' },
    competitor_website: { label: 'Website', placeholder: 'https://' },
    /** X, never Twitter, in what the user reads; the field keeps its stored name (decision 0078). */
    competitor_twitter_handle: { label: 'X handle', placeholder: 'username' },
    competitor_summary: { label: 'Summary', hint: 'What they offer, in a few words.' },
    competitor_pros: { label: 'Pros', hint: 'Where they are strong.' },
    competitor_cons: { label: 'Cons', hint: 'Where they fall short.' },
    counter_positioning: {
      label: 'Counter-positioning',
      hint: 'How you answer when this competitor comes up.',
    },
  },
  save: 'Save changes',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
  loadFailed: 'Could not load your business info.',
  retry: 'Try again',
} as const;
