import type { TOriginalMessage } from '@gatling/shared/api/replies';
import type { TConversationKind } from '@gatling/shared/api/conversations';
import type { TDraftBatchItem } from '../../drafting/tasks/draft-replies';
import { toPostBrief } from '../../drafting/post-brief';
import type { TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';

/** What drafting and the reply rule read of a stored item. */
export type TItemPost = { kind: TConversationKind; post: TOriginalMessage; authorId: string };
/** The connected account on the item's network: its id and username there. */
export type TAccount = { userId: string; username: string };

const isTheirs = (author: { username: string }, account: TAccount) =>
  author.username.toLowerCase() === account.username.toLowerCase();

/**
 * The item as one post of a drafting batch: the post that answers, mentions or quotes the user,
 * with the conversation as quoted data. A reply's `parent` is the user's own post or reply it
 * answers, and the thread's first post travels in `thread` when it is another post. What the user
 * wrote is marked `theirs` (the prompt says "it answers their own post"), so the model writes the
 * next turn of a conversation the user is already in.
 */
export function followUpItem(item: TItemPost, account: TAccount): TDraftBatchItem {
  const brief = toPostBrief(item.post);
  const parent =
    brief.parent && isTheirs(brief.parent.author, account) ? { ...brief.parent, theirs: true } : brief.parent;
  const original =
    brief.original && isTheirs(brief.original.author, account)
      ? { ...brief.original, theirs: true }
      : brief.original;
  const root = item.post.thread_root;
  const thread =
    root && root.id !== item.post.replied_to?.id
      ? [{ author_username: root.author.username, text: root.text }]
      : [];
  return { post: { ...brief, parent, original }, thread, matched_rule: null };
}

const MENTION = /(?<![A-Za-z0-9_])@([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_])/g;

/**
 * The stored post as the network's reply rule reads it (provider.replyDelivery): its author, the
 * usernames its text mentions (X writes an answer's @names into its text, and takes its
 * mentions from there), and for a quote the quoted post's author, who is the user. The rest of a
 * platform post plays no part in the rule.
 */
export function deliveryPost(item: TItemPost, account: TAccount): TPlatformPost {
  const { post } = item;
  const base: TPlatformPostBase = {
    id: post.id,
    text: post.text,
    created_at: post.created_at,
    lang: null,
    author: { id: item.authorId, username: post.author.username, name: post.author.name, avatar_url: null },
    reactions: post.reactions,
    media_url: post.media?.url ?? null,
    media_urls: [],
    tweet_type: post.tweet_type,
    conversation_id: null,
    in_reply_to_id: post.replied_to?.id ?? null,
    mentions: [...new Set([...post.text.matchAll(MENTION)].map((m) => (m[1] ?? '').toLowerCase()))],
    url: post.url,
  };
  const quoted = post.original_tweet;
  const original: TPlatformPostBase | null =
    quoted && item.kind === 'quote'
      ? {
          ...base,
          id: quoted.id,
          text: quoted.text,
          author: {
            id: account.userId,
            username: account.username,
            name: quoted.author.name,
            avatar_url: null,
          },
          tweet_type: 'SINGLE',
          mentions: [],
        }
      : null;
  return { ...base, original };
}
