import { findEmoji, stripEmoji } from '../../lib/text/emoji';
import { removeCliches } from './apply-cliches';
import type { TOwnHabits } from '../types';
import type { TLengthRule } from '../../integrations/platform/types';
import { fitToLength, lengthUnit, X_REPLY_LENGTH } from './length';
import { replaceDashes, stripHashtags, usesDashes, usesEmoji, usesHashtags } from './marks';
import { tidy } from './text-tidy';
import { stripWrappers } from './wrappers';

export type TVoiceGuardOptions = {
  /** The user's own posts: hashtags, emoji and em dashes stay only if these use them. */
  ownPosts: string[];
  /**
   * Their habits from everything they wrote (own-habits.ts: posts and the replies they sent): the
   * stock phrases they habitually write stay. Absent: judged from `ownPosts` alone.
   */
  habits?: TOwnHabits;
  /** The platform's reply length (its provider's replyLength); X's 280 weighted characters when absent. */
  length?: TLengthRule;
};

/**
 * Removes or rewrites model clichés and enforces the platform length on a draft. Runs on every
 * draft, a model's or the offline drafter's; `changes` says what it did, in words. A text with
 * nothing to fix comes back byte for byte. Should the clichés be all there is, the text keeps them:
 * an empty draft helps nobody, and the user sees it before anything is sent.
 */
export function applyVoiceGuard(
  text: string,
  options: TVoiceGuardOptions,
): { text: string; changes: string[] } {
  const { ownPosts } = options;
  const rule = options.length ?? X_REPLY_LENGTH;
  const unwrapped = stripWrappers(text);
  const changes = [...unwrapped.changes];
  let current = unwrapped.text;

  const step = (change: string, next: string) => {
    if (next === current) return;
    current = tidy(next);
    changes.push(change);
  };
  if (!usesEmoji(ownPosts) && findEmoji(current).length > 0) {
    step('removed emoji (your posts use none)', stripEmoji(current));
  }
  if (!usesHashtags(ownPosts)) step('removed hashtags (your posts use none)', stripHashtags(current));
  if (!usesDashes(ownPosts))
    step('replaced dashes with commas (your posts use none)', replaceDashes(current));

  const { text: plain, hits } = removeCliches(current, options.habits ?? ownPosts);
  if (hits.length > 0) {
    const cleaned = tidy(plain);
    // "@maya Great point!" without its stock phrase is only an address: not a reply either.
    if (cleaned.replace(/^(?:\s*@\w{1,15}\b)+/u, '').trim().length > 0) {
      current = cleaned;
      for (const hit of hits) {
        changes.push(
          hit.group === 'shape'
            ? `said it directly instead of "${hit.phrase}"`
            : hit.replacement === ''
              ? `removed "${hit.phrase}"`
              : `rewrote "${hit.phrase}" as "${hit.replacement}"`,
        );
      }
    } else {
      changes.push('kept the stock phrases: removing them would leave nothing');
    }
  }

  if (rule.measure(current) > rule.max) {
    const fitted = fitToLength(current, rule);
    changes.push(`shortened to ${rule.measure(fitted)} of ${rule.max} ${lengthUnit(rule)}`);
    current = fitted;
  }
  return { text: current, changes };
}
