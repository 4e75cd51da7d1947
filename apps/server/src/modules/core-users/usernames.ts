/** X's rule for usernames: 1 to 15 letters, digits or underscores. */
export const X_USERNAME = /^[A-Za-z0-9_]{1,15}$/;

/** The longest Bluesky handle: a domain name (alice.bsky.social, or a domain the person owns). */
export const BLUESKY_HANDLE_MAX = 253;

/**
 * A Bluesky handle as a domain name: at least two dot-separated labels of letters, digits and
 * hyphens (1 to 63 each, no hyphen at either end), the last starting with a letter.
 */
const BLUESKY_HANDLE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Whether `name` is a well-formed Bluesky handle (without '@'). */
export function isBlueskyHandle(name: string): boolean {
  return name.length <= BLUESKY_HANDLE_MAX && BLUESKY_HANDLE.test(name);
}

/** A Bluesky profile link (https://bsky.app/profile/alice.bsky.social/post/…): its handle. */
const BLUESKY_PROFILE = /^(?:https?:\/\/)?(?:www\.)?bsky\.app\/profile\/([^/?#\s]+)/i;

/**
 * The Bluesky handle a typed value means: trimmed, without leading @, a bsky.app profile link
 * becomes its handle; null for a blank value. Not yet checked with isBlueskyHandle.
 */
export function blueskyHandleFromText(raw: string): string | null {
  const text = raw.replace(INVISIBLE, ' ').trim();
  const link = BLUESKY_PROFILE.exec(text);
  const name = (link ? (link[1] ?? '') : text).replace(/^@+/, '').trim();
  return name === '' ? null : name;
}

/** One core user per name whatever its case: @Alice and @alice are the same account on X. */
export const usernameKey = (username: string) => username.toLowerCase();

const PROFILE_HOSTS = new Set(['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com']);
/** First path segments of X pages that are not profiles. */
const NOT_PROFILES = new Set(['home', 'i', 'intent', 'search', 'explore', 'hashtag', 'share', 'settings']);
/** Invisible characters spreadsheets and copy-paste leave around names. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00A0]/g;

/**
 * The username a cell or a typed value means: trimmed, without leading @, and a profile link
 * (https://x.com/alice, twitter.com/alice/status/1…) becomes its name. Null for a blank value.
 * The result is not yet checked against X_USERNAME.
 */
export function usernameFromText(raw: string): string | null {
  const text = raw.replace(INVISIBLE, ' ').trim();
  if (text === '') return null;
  const link = /^(?:https?:\/\/)?(?:www\.)?([a-z.]+)\/([^/?#\s]*)/i.exec(text);
  if (link && PROFILE_HOSTS.has((link[1] ?? '').toLowerCase())) {
    const segment = (link[2] ?? '').replace(/^@+/, '');
    return segment && !NOT_PROFILES.has(segment.toLowerCase()) ? segment : text;
  }
  return text.replace(/^@+/, '').trim() || null;
}

const HEADERS = new Set([
  'username',
  'usernames',
  'handle',
  'handles',
  'user',
  'users',
  'twitter',
  'twitterhandle',
  'twitterhandles',
  'twitterusername',
  'twitterusernames',
  'twitteraccount',
  'xhandle',
  'xusername',
  'xaccount',
  'account',
  'accounts',
  'name',
  'names',
  'screenname',
  'profile',
  'profiles',
]);

/** A column title such as "Username", "Twitter handle" or "X account", rather than a name. */
export function isHeaderCell(raw: string): boolean {
  const text = raw.replace(INVISIBLE, ' ').trim();
  if (text.startsWith('@') || text.includes('/')) return false;
  return HEADERS.has(text.toLowerCase().replace(/[^a-z]/g, ''));
}
