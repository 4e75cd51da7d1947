import type { TEditType } from '@gatling/shared/spec';
import type { TRewriteInput, TRewriteOutput } from '../../drafting/types';
import { fitToLength, X_MAX_WEIGHTED_LENGTH } from '../../drafting/voice-guard/length';
import { applyStyle } from './apply-style';
import {
  makeCasual,
  makeEmpathetic,
  makePersuasive,
  makeProfessional,
  makeTighter,
  type TEditContext,
} from './rewrite-edits';
import { styleProfile, type TStyleProfile } from './style-profile';
import { hashString } from '../../drafting/text/text';

const EDITS: Record<TEditType, (text: string, ctx: TEditContext) => string> = {
  casual: makeCasual,
  tighter: makeTighter,
  professional: makeProfessional,
  persuasive: makePersuasive,
  empathetic: makeEmpathetic,
};

/**
 * The deterministic answer of the rewrite task when no model is configured: the edit applied as
 * text transforms (edit types in rewrite-edits.ts), then the user's own casing and endings put
 * back, except for "professional", whose point is to leave them. No emoji is added by a rewrite.
 */
export function offlineRewrite(input: TRewriteInput): TRewriteOutput {
  if (!input.text.trim()) return { text: '' };
  const post = input.post ? [input.post.text, input.post.original?.text].filter(Boolean).join('\n') : null;
  const key = `${input.edit_type}|${hashString(input.text)}|${input.post?.id ?? ''}`;
  // An edit that would leave nothing ("lol" made professional) leaves the text as it was.
  const edited = EDITS[input.edit_type](input.text.trim(), { post, key }).trim() || input.text.trim();
  if (input.edit_type === 'professional') return { text: fitToLength(edited, X_MAX_WEIGHTED_LENGTH) };
  const measured = styleProfile(input.voice);
  const profile: TStyleProfile = {
    ...measured,
    emoji: { ...measured.emoji, allowed: false },
    contractions: input.edit_type === 'casual' ? 'contract' : measured.contractions,
  };
  return { text: fitToLength(applyStyle(edited, profile, key), X_MAX_WEIGHTED_LENGTH) };
}
