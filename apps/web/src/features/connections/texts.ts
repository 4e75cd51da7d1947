/**
 * Wording of the connection screens of their own. The product's texts (docs/product/errors.md)
 * come from TEXT.twitter in @gatling/shared/spec.
 */
export const CONNECTIONS_COPY = {
  heading: 'Connected accounts',
  description: 'Choose the platforms to auto-reply to.',
  x: {
    name: 'X (Twitter)',
    connect: 'Connect X',
    pitch: 'Connect your account so replies are drafted from your posts and sent as you.',
    sandboxNetwork: 'Sandbox network',
    sandboxHint: 'No X API keys are configured: this connects to the simulated network.',
    sandboxBadge: 'Sandbox',
    connected: 'Connected',
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
  comingSoonLabel: 'More platforms',
  loadingProfile: 'Loading your X account',
  callback: {
    backSoon: 'Taking you back to Settings…',
    backNow: 'Back to Settings',
  },
} as const;
