import type { TOriginalMessage } from '@gatling/shared/api/replies';

/** A link with its scheme: everything up to a space, a quote, a bracket or an angle bracket. */
const URL = /\bhttps?:\/\/[^\s"'<>()[\]]+/giu;
/**
 * A bare domain, on the endings links use ("node.js" and "e.g." are no links), with its path when
 * it has one: "example.com/x". The same endings the server's check of invented details reads.
 */
const DOMAIN =
  /(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:com|io|dev|ai|app|co|org|net|so|sh|xyz|me|gg|ly|to|tv|us|uk|de|fr|eu|page|site|link|tech)\b(?:\/[^\s"'<>()[\]]*)?/giu;

/** A link as the card shows it: no scheme, no trailing punctuation a sentence put after it. */
const shown = (link: string) => link.replace(/^https?:\/\//iu, '').replace(/[.,;:!?/]+$/u, '');

/** A link as it is found in other text: shown, lower case, without "www.". */
const core = (link: string) =>
  shown(link)
    .toLowerCase()
    .replace(/^www\./u, '');

/** Whether `text` has the link `key` whole at its start: "acme.com" is not in "notacme.com". */
const contains = (text: string, key: string) =>
  new RegExp(`(?<![\\w.-])${key.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u').test(text);

/** A link with a scheme or a bare domain, whichever starts first (a link's own domain is not another). */
const LINK = new RegExp(`${URL.source}|${DOMAIN.source}`, 'giu');

/** The links a text contains, as written, in order. */
const linksIn = (text: string): string[] => text.match(LINK) ?? [];

/**
 * The links of a draft that come from the post it answers (shown without their scheme, each once):
 * those the post, the post it quotes or the thread above it contains. A post can ask the model to
 * repeat its link ("reply with this link"), and a draft passes the server's check of invented
 * details with it; the card says where such a link came from before the user sends it under their
 * name. The user's business details are not on the card: a link of theirs that the post also
 * carries is said to come from the post too.
 */
export function linksFromPost(draft: string, post: TOriginalMessage): string[] {
  const answered = [post.text, post.original_tweet?.text, post.replied_to?.text, post.thread_root?.text]
    .filter((text): text is string => Boolean(text))
    .join('\n')
    .toLowerCase()
    .replace(/\bwww\./gu, '');
  const found = new Map<string, string>();
  for (const link of linksIn(draft)) {
    const key = core(link);
    if (key && !found.has(key) && contains(answered, key)) found.set(key, shown(link));
  }
  return [...found.values()];
}
