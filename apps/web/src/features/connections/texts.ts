/**
 * Wording of the connection screens of their own. The product's texts (docs/product/errors.md)
 * come from TEXT.twitter in @gatling/shared/spec.
 */
export const CONNECTIONS_COPY = {
  heading: 'Connected accounts',
  /** Not the specification's "platforms to auto-reply to": nothing is sent without a swipe (decision 0058). */
  description:
    'The accounts posts are found for and your approved replies are sent from. Nothing is sent without your swipe.',
  x: {
    /** The network's name, on its card and as the card's accessible name: X, never Twitter (decision 0078). */
    name: 'X',
    connect: 'Connect X',
    pitch: 'Connect your account so replies are drafted from your posts and sent as you.',
    sandboxNetwork: 'Sandbox network',
    sandboxHint: 'No X API keys are configured: this connects to the simulated network.',
    sandboxBadge: 'Sandbox',
    connected: 'Connected',
    /** Production without X API keys (public config `twitter_configured` false). */
    notConfigured: 'Not configured on this server',
    notConfiguredHint: 'This server has no X API keys, so X accounts cannot be connected here.',
    notConfiguredReconnect:
      'X is not configured on this server, so this account cannot be reconnected here. Replies are not drafted or sent on X.',
  },
  reconnect: {
    badge: 'Reconnect needed',
    body: 'X no longer accepts the saved access. Reconnect to keep drafting and sending replies.',
    action: 'Reconnect',
  },
  disconnect: {
    action: 'Disconnect',
    title: 'Disconnect X?',
    body: (username: string) =>
      `Replies will no longer be drafted or sent as @${username} until you connect again.`,
    confirm: 'Disconnect',
  },
  bluesky: {
    name: 'Bluesky',
    connect: 'Connect Bluesky',
    pitch: 'Connect with an app password so replies are drafted from your posts and sent as you.',
    formTitle: 'Connect your Bluesky account',
    identifierLabel: 'Handle or e-mail',
    identifierPlaceholder: 'alice.bsky.social',
    passwordLabel: 'App password',
    passwordPlaceholder: 'xxxx-xxxx-xxxx-xxxx',
    passwordHelp: 'Use an app password, not your account password.',
    passwordHelpLink: 'Create one in Bluesky’s settings',
    appPasswordsUrl: 'https://bsky.app/settings/app-passwords',
    submit: 'Connect',
    submitting: 'Connecting…',
    cancel: 'Cancel',
    connected: 'Connected',
    connectedToast: 'Connected to Bluesky',
    /** When the server answers without a `detail` of its own (or not at all). */
    connectFailed: 'Could not connect to Bluesky. Check the handle and app password, then try again.',
    /** Bluesky on this server is the sandbox network's (public config `bluesky_sandbox`, decision 0067). */
    sandbox: {
      badge: 'Sandbox network',
      hint: 'No Bluesky service is configured: this connects an account of the simulated network. Nothing is posted to the real Bluesky.',
      open: 'Use a simulated Bluesky account',
      listTitle: 'Pick a simulated Bluesky account',
      listHint: 'One click connects it, with no password. It is yours from then on.',
      choose: (name: string, handle: string) => `Use ${name}, @${handle}`,
      yours: 'Yours',
      followers: (count: string) => `${count} followers`,
      loading: 'Loading simulated accounts',
      loadFailed: 'Could not load the simulated accounts.',
      none: 'Every simulated account is taken. Ask the operator of this server to set BLUESKY_SERVICE_URL.',
      connectFailed: 'Could not connect that simulated account. Try again.',
      connecting: 'Connecting…',
      /** On the profile card of an account of the simulated network. */
      cardBadge: 'Sandbox',
      cardHint: 'This account is on the simulated network: nothing is posted to the real Bluesky.',
      reconnectBody:
        'The simulated network no longer accepts this connection. Reconnect by picking an account of it again.',
    },
    loadingProfile: 'Loading your Bluesky account',
    fetchProfileFailed: 'Failed to fetch your Bluesky account',
    retry: 'Retry',
    reconnect: {
      badge: 'Reconnect needed',
      body: 'Bluesky refused the stored access (the app password may have been revoked). Reconnect with a new app password to keep drafting and sending replies.',
      action: 'Reconnect',
    },
    disconnect: {
      action: 'Disconnect',
      title: 'Disconnect Bluesky?',
      body: (handle: string) =>
        `Replies will no longer be drafted or sent as @${handle} until you connect again.`,
      confirm: 'Disconnect',
      done: 'Disconnected from Bluesky',
      failed: 'Failed to disconnect from Bluesky. Please try again.',
    },
  },
  comingSoonLabel: 'More platforms',
  loadingProfile: 'Loading your X account',
  callback: {
    backSoon: 'Taking you back to Settings…',
    backNow: 'Back to Settings',
  },
} as const;
