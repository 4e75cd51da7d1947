import { NotConfiguredError } from './errors';
import type { OAuthConnect, PlatformProvider, TLengthRule, TPlatformId } from './types';

/** What the server still knows of a platform it does not offer: its published rules. */
type TPlatformRules = {
  id: TPlatformId;
  replyLength: TLengthRule;
  intentUrl: (postId: string, text: string) => string;
};

/**
 * A platform this server does not offer: production without its API keys, where the sandbox network
 * may not stand in (no DEMO_MODE). Its kind, 'unconfigured', matches no stored connection, so
 * monitoring, publishing and analytics pass those accounts by as unusable and their cards ask to
 * reconnect; connecting is refused before any call. Every call fails with NotConfiguredError. The
 * platform's published rules (a reply's length, its web intent) stay, so stored replies still show.
 */
export function createUnconfiguredProvider(rules: TPlatformRules): PlatformProvider & OAuthConnect {
  const refused = () => new NotConfiguredError(`${rules.id} is not configured on this server`);
  const refuse = (): Promise<never> => Promise.reject(refused());
  return {
    id: rules.id,
    kind: 'unconfigured',
    replyLength: rules.replyLength,
    getProfile: refuse,
    getUserPosts: refuse,
    getUsersByUsernames: refuse,
    searchKeyword: refuse,
    cursorAfter: () => {
      throw refused();
    },
    postReply: refuse,
    findOwnReplies: refuse,
    deletePost: refuse,
    getReplyOutcomes: refuse,
    replyDelivery: () => 'intent',
    intentUrl: rules.intentUrl,
    startConnect: refuse,
    finishConnect: refuse,
  };
}
