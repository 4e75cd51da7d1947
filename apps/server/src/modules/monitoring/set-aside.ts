import type { TSkippedPost } from '@gatling/shared/api/monitoring';
import type { TPlatformPost } from '../../integrations/platform/types';

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
} as const;

/** What the user chose that decides what is set aside (Settings › Content). */
export type TSetAsideOptions = { showAdultContent: boolean };

/**
 * Why a post is no candidate whatever it says, or null: a thread whose gate leaves the user's
 * account out (the platform would take the reply and hide it), or an adult content label unless
 * the user opted in to those (`showAdultContent`; the labels stay on the card either way).
 */
export function setAsideReason(
  post: TPlatformPost,
  options: TSetAsideOptions = { showAdultContent: false },
): string | null {
  if (post.reply_allowed === false) return SET_ASIDE_REASON.gated;
  if (options.showAdultContent) return null;
  const adult = (post.labels ?? []).filter((label) => ADULT_LABELS.has(label));
  return adult.length > 0 ? SET_ASIDE_REASON.adult(adult) : null;
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
