/**
 * docs/product/validation.md#core-users: the username is trimmed; a leading @ is tolerated. Empty means
 * nothing to add.
 */
export function normaliseUsername(value: string): string {
  return value.trim().replace(/^@+/, '').trim();
}

/**
 * The network a typed name belongs to: a Bluesky handle is a domain name (alice.bsky.social, or a
 * domain the person owns), or a bsky.app profile link; an X username never has a dot (1 to 15
 * letters, digits or underscores), and an x.com link is X's.
 */
export function networkOfName(value: string): 'twitter' | 'bluesky' {
  const name = normaliseUsername(value);
  if (/^(?:https?:\/\/)?(?:www\.)?bsky\.app\//i.test(name)) return 'bluesky';
  if (/^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com(?:\/|$)/i.test(name)) return 'twitter';
  return name.includes('.') || name.startsWith('did:') ? 'bluesky' : 'twitter';
}
