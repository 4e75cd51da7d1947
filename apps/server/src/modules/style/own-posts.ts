import type { TPlatformPost } from '../../integrations/platform/types';
import { ownText } from './style-features';

/** X may end a quote's text with a link to the quoted post; that link is not the user's writing. */
const TRAILING_LINK = /\s*(https?:\/\/\S+)\s*$/u;
/** The @mentions a reply starts with address people; they are not part of the voice. */
const LEADING_MENTIONS = /^(?:\s*@\w{1,15}\b)+\s*/u;

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

function withoutQuotedLink(post: TPlatformPost): string {
  const link = TRAILING_LINK.exec(post.text)?.[1];
  if (!link) return post.text;
  const quoted = post.original;
  const pointsAtQuoted =
    /^https?:\/\/t\.co\//iu.test(link) ||
    (quoted !== null && (link === quoted.url || link.includes(`/status/${quoted.id}`)));
  return pointsAtQuoted ? post.text.replace(TRAILING_LINK, '') : post.text;
}
