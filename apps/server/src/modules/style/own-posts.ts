import type { TPlatformPost } from '../../integrations/platform/types';
import { ownText } from '../../lib/text/style-features';

/** X may end a quote's text with a link to the quoted post; that link is not the user's writing. */
const TRAILING_LINK = /\s*(https?:\/\/\S+)\s*$/u;
/**
 * The @mentions a reply starts with address people; they are not part of the voice. A Bluesky
 * handle is a domain name (@alice.bsky.social), an X username a word of at most 15 characters.
 */
const LEADING_MENTIONS = /^(?:\s*@(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*\b|\s*@\w{1,15}\b)+\s*/iu;

/**
 * The user's own words from their timeline, newest first: retweets are someone else's words and
 * are skipped; a quote keeps only what the user wrote above the quoted post; posts with nothing of
 * their own left (a bare link) are dropped. Links the user wrote stay: they are part of how they post.
 */
export function ownWordsOf(posts: TPlatformPost[]): string[] {
  const texts: string[] = [];
  for (const post of posts) {
    if (post.tweet_type === 'RETWEET') continue;
    const written = post.tweet_type === 'QUOTE' ? withoutQuotedLink(post) : post.text;
    const text = written.replace(LEADING_MENTIONS, '').trim();
    if (ownText(text).length > 0) texts.push(text);
  }
  return texts;
}

/** A reply the user wrote on the platform, with the post it answered (user_styles.sample_replies). */
export type TSampleReply = { post: { author_username: string; text: string }; reply: string };

/** Replies kept per user: one timeline page holds at most this many. */
export const SAMPLE_REPLIES_MAX = 100;

/**
 * The user's replies from their timeline, newest first, each with the post it answered, without
 * the @mentions it starts with. A reply whose answered post the platform did not give is no
 * example of how they answer, and neither is one continuing their own thread.
 */
export function repliesOf(posts: TPlatformPost[], ownUserId: string): TSampleReply[] {
  const pairs: TSampleReply[] = [];
  for (const post of posts) {
    const parent = post.replied_to;
    if (post.tweet_type === 'RETWEET' || !post.in_reply_to_id || !parent) continue;
    if (parent.author.id === ownUserId || parent.text.trim() === '') continue;
    const reply = post.text.replace(LEADING_MENTIONS, '').trim();
    if (ownText(reply).length === 0) continue;
    pairs.push({ post: { author_username: parent.author.username, text: parent.text.trim() }, reply });
    if (pairs.length === SAMPLE_REPLIES_MAX) break;
  }
  return pairs;
}

function withoutQuotedLink(post: TPlatformPost): string {
  const link = TRAILING_LINK.exec(post.text)?.[1];
  if (!link) return post.text;
  const quoted = post.original;
  const pointsAtQuoted =
    /^https?:\/\/t\.co\//iu.test(link) ||
    (quoted !== null && (link === quoted.url || link.includes(`/status/${quoted.id}`)));
  return pointsAtQuoted ? post.text.replace(TRAILING_LINK, '') : post.text;
}
