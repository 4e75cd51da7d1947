import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import { languageName } from '@gatling/shared/keywords';
import type { TPlatformPost } from '../../integrations/platform/types';
import { DETECTABLE_LANGUAGES, taggedLanguage } from '../../lib/text/language';

/**
 * Labels that say a post is adult content (sexual content, nudity, or graphic violence and gore):
 * such posts are not drafted for unless the user opted in under Settings › Content (decision 0063).
 */
export const ADULT_LABELS: ReadonlySet<string> = new Set(['porn', 'sexual', 'nudity', 'graphic-media']);

/** Why a post a run read gets no draft before the model sees it; the user reads these on the run. */
export const SET_ASIDE_REASON = {
  gated:
    'Its author lets only some accounts reply to this thread, and yours is not one of them: a reply would not be seen, so there is no draft.',
  adult: (labels: string[]) => `It is labelled as adult content (${labels.join(', ')}), which gets no draft.`,
  language: (lang: string) =>
    `It is in ${languageName(lang)}, a language none of your posts or replies are in, so it gets no draft.`,
} as const;

/**
 * What decides what is set aside: what the user chose (Settings › Content), and the languages they
 * write in (read from their posts and replies; empty when nothing tells, and nothing is assumed).
 */
export type TSetAsideOptions = { showAdultContent: boolean; languages?: readonly string[] };

/**
 * Why a post is no candidate whatever it says, or null: a thread whose gate leaves the user's
 * account out (the platform would take the reply and hide it), a language the user does not write
 * in (foreignLanguage: the drafts would skip it, after the qualifier and a drafting slot were spent
 * on it), or an adult content label unless the user opted in to those (`showAdultContent`; the
 * labels stay on the card either way).
 */
export function setAsideReason(
  post: TPlatformPost,
  options: TSetAsideOptions = { showAdultContent: false },
): string | null {
  if (post.reply_allowed === false) return SET_ASIDE_REASON.gated;
  const foreign = foreignLanguage(post, options.languages ?? []);
  if (foreign) return SET_ASIDE_REASON.language(foreign);
  if (options.showAdultContent) return null;
  const adult = (post.labels ?? []).filter((label) => ADULT_LABELS.has(label));
  return adult.length > 0 ? SET_ASIDE_REASON.adult(adult) : null;
}

/**
 * The language a post is tagged with when the user does not write in it, or null. Only a tag that
 * names a language (taggedLanguage: not X's 'und', 'qme' or 'zxx'; 'en-GB' is 'en') counts, and only
 * a language the user's texts would have shown (DETECTABLE_LANGUAGES); with no languages of the
 * user known, none is foreign. An untagged post is left to the qualifier, which reads its text.
 */
export function foreignLanguage(
  post: Pick<TPlatformPost, 'lang'>,
  languages: readonly string[],
): string | null {
  if (languages.length === 0) return null;
  const lang = taggedLanguage(post.lang);
  if (!lang || !DETECTABLE_LANGUAGES.has(lang) || languages.includes(lang)) return null;
  return lang;
}

/** How a post with no draft is listed with the run: who wrote it, how it starts, why there is none. */
export function skippedPost(post: TPlatformPost, reason: string): TSkippedPost {
  const text = post.text.replace(/\s+/g, ' ').trim();
  return {
    post_id: post.id,
    author_username: post.author.username,
    text: text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text,
    reason,
  };
}
