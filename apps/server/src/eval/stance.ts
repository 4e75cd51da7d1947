import { readsAsEnglish } from './reading';
import { takesUpPost } from './quality-metrics';
import { STANCE_OF, STANCE_POSTS, type TStance, type TStanceKind } from './stance-set';

/**
 * Does a draft take the stance its post calls for? Judged from the draft's words, not from the
 * drafter's own reading of the post: the misfits it catches are the ones a reader notices at once —
 * cheer at bad news, sarcasm or a complaint; condolences at a joke; "following this" instead of an
 * answer; English to a post in another language; a reply about something else.
 */
const CHEER =
  /\b(?:congrat\w*|nice|great|awesome|amazing|love (?:it|this|that)|excited|exciting|well done|huge|let'?s go|kudos|brilliant|fantastic|solid (?:numbers|work)|big swing|real result)\b|🎉|🚀|🔥|!{2,}/iu;
const CONDOLENCE = /\b(?:sorry|condolences|hang in there|take care|that sucks)\b/iu;
const SYMPATHY =
  /\b(?:sorry|rough|hard|tough|brutal|oof|hang in|hope|take care|sucks|painful|ugh|feel for|been there)\b/iu;
const NON_ANSWER =
  /\b(?:following this|curious what (?:answers|the thread)|saving this|bookmark\w*|same question|good question)\b/iu;
const AGREEMENT = /\b(?:agree|same|fair|yeah|true|annoying|frustrating|ridiculous|been there)\b/iu;
const LECTURE = /\b(?:you should|have you tried|best practice|make sure)\b/iu;

export function stanceFits(stance: TStance, post: string, draft: string | null): boolean {
  if (stance === 'same-language') return draft === null || readsAsEnglish(draft) === readsAsEnglish(post);
  if (draft === null) return false;
  const onPost = takesUpPost(draft, post);
  switch (stance) {
    case 'answer':
      return onPost && !NON_ANSWER.test(draft);
    case 'celebrate':
      return !CONDOLENCE.test(draft) && (onPost || CHEER.test(draft));
    case 'sympathize':
      return !CHEER.test(draft) && (SYMPATHY.test(draft) || onPost);
    case 'play-along':
      return !CONDOLENCE.test(draft) && !LECTURE.test(draft);
    case 'acknowledge':
      return !CHEER.test(draft) && (SYMPATHY.test(draft) || AGREEMENT.test(draft) || onPost);
    case 'discuss':
      return onPost && !CONDOLENCE.test(draft) && !NON_ANSWER.test(draft);
    case 'read-sarcasm':
      return !CHEER.test(draft);
  }
}

export type TStanceCase = { kind: TStanceKind; stance: TStance; post: string };

export function stanceCases(): TStanceCase[] {
  return (Object.keys(STANCE_POSTS) as TStanceKind[]).flatMap((kind) =>
    STANCE_POSTS[kind].map((post) => ({ kind, stance: STANCE_OF[kind], post })),
  );
}

export type TStanceResult = TStanceCase & { draft: string | null; fits: boolean };

/** Fitting drafts per kind and overall; a skip counts as fitting only for another language. */
export function stanceSummary(results: TStanceResult[]): { kind: string; fit: number; of: number }[] {
  const kinds = [...new Set(results.map((r) => r.kind))];
  const rows: { kind: string; fit: number; of: number }[] = kinds.map((kind) => {
    const of = results.filter((r) => r.kind === kind);
    return { kind, fit: of.filter((r) => r.fits).length, of: of.length };
  });
  rows.push({ kind: 'overall', fit: results.filter((r) => r.fits).length, of: results.length });
  return rows;
}
