/**
 * Wording of the core-user screens of their own. The product's texts (docs/product/errors.md) come
 * from TEXT.coreUsers in @gatling/shared/spec.
 */
export const CORE_USERS_COPY = {
  heading: 'Core users',
  description:
    'The accounts whose posts you want to reply to. Add them one at a time, or import a list from Google Sheets.',
  usernameLabel: 'X username or Bluesky handle',
  add: 'Add',
  remove: (username: string) => `Remove @${username}`,
  listLabel: 'Core users',
  count: (n: number) => (n === 1 ? '1 account' : `${n} accounts`),
  loadFailedRetry: 'Try again',
  suggestions: {
    label: 'Accounts on the simulated network',
    found: (n: number) => (n === 1 ? '1 account found' : `${n} accounts found`),
    none: (text: string) => `No account on the simulated network matches “${text}”.`,
    hint: 'Type part of a name to see the accounts of the simulated network.',
  },
  import: {
    trigger: 'Import from Google Sheets',
    title: 'Import from Google Sheets',
    body: 'Usernames are read from the first column of the first sheet, one per row.',
    sharing: 'Share the sheet as “Anyone with the link” first, so it can be read.',
    urlLabel: 'Google Sheets URL',
    urlPlaceholder: 'https://docs.google.com/spreadsheets/d/…',
    submit: 'Import',
    alreadyAdded: (n: number) =>
      n === 1 ? '1 was already in your list.' : `${n} were already in your list.`,
  },
} as const;
