import { words } from '../../drafting/text/text';
import type { TDraftInput, TPostBrief, TRewriteInput } from '../../drafting/types';
import { draftProblems } from '../../drafting/voice-guard/draft-checks';
import { frameWords } from '../../drafting/voice-guard/frames';
import { inventedDetails, type TInventedInput } from '../../drafting/voice-guard/invented';
import { restatedPostProblems } from '../../drafting/voice-guard/restated-post';
import { sharedOpeningProblems } from '../../drafting/voice-guard/shared-opening';

/**
 * A quick edit held to the checks every draft goes through (voice-guard/draft-checks.ts): a rewrite
 * is a draft the model wrote too, and what it invents or copies goes out under the user's name the
 * same way. It answers for what it changed only: a problem the reply already had before the edit
 * (its opening, a phrase it kept) is not the rewrite's doing, and refusing the edit for it would
 * leave the user with that very text.
 */

export type TRewriteCheckInput = TInventedInput & Pick<TDraftInput, 'recent_drafts' | 'instance_drafts'>;

/** What a rewrite without a post (the edit form's preview) is checked against: no post at all. */
const NO_POST: TPostBrief = {
  id: '',
  text: '',
  author: { username: '', name: '' },
  tweet_type: 'SINGLE',
  original: null,
};

/**
 * The draft checks' input for a rewrite of `input.text`. The reply being edited is material the
 * model was given, as a thread's posts are: its figures and links are not invented. `recent` are
 * the user's recent drafts and other accounts' (recent-drafts.ts), without this reply's own texts,
 * which a rewrite of it naturally shares.
 */
export function rewriteCheckInput(
  input: TRewriteInput,
  recent: { own: string[]; instance: string[] },
  ownTexts: string[],
): TRewriteCheckInput {
  const own = new Set(ownTexts);
  return {
    post: input.post ?? NO_POST,
    voice: input.voice,
    business: input.business ?? null,
    audience_summary: input.audience_summary ?? null,
    thread: [{ author_username: '', text: input.text }],
    recent_drafts: recent.own.filter((t) => !own.has(t)),
    instance_drafts: recent.instance.filter((t) => !own.has(t)),
  };
}

/** The texts a problem quotes ("…"), which say what in the draft it is about. */
const quotedIn = (problem: string) => [...problem.matchAll(/"([^"]+)"/gu)].map((m) => m[1]!);

/** A list of words as one string, padded so a run is found on word bounds only. */
const padded = (list: string[]) => ` ${list.join(' ')} `;

/**
 * Whether `before` already held the quoted wording: word for word (case and punctuation aside), or
 * as the repetition checks read words (contractions spelled out, casual spellings as the words they
 * stand for). Those read every figure as any figure, which would let "250" pass for "40": a quote
 * with a figure must be there word for word.
 */
function held(before: string, quoted: string): boolean {
  const exact = words(quoted);
  if (exact.length === 0) return false;
  if (padded(words(before)).includes(padded(exact))) return true;
  const framed = frameWords(quoted);
  return !framed.includes('#') && padded(frameWords(before)).includes(padded(framed));
}

/**
 * The draft checks' problems with `after` that the rewrite brought in: one whose quoted wording the
 * reply `before` already held is left out. A problem quoting nothing always counts.
 */
export function introducedProblems(before: string, after: string, input: TRewriteCheckInput): string[] {
  return draftProblems(after, input).filter((problem) => {
    const quoted = quotedIn(problem);
    return quoted.length === 0 || !quoted.every((q) => held(before, q));
  });
}

const COUNT_WORDS = ['', 'a', 'two', 'three', 'four'];
const counted = (n: number, noun: string) => (n === 1 ? `a ${noun}` : `${COUNT_WORDS[n] ?? n} ${noun}s`);

/** "a, b and c" */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

/** What the invented details were, as the user reads them: "a figure and a link". */
function inventedKinds(details: string[]): { text: string; count: number } {
  const kinds = new Map<string, number>();
  for (const d of details) {
    const kind = d.startsWith('@') ? 'handle' : /\/|[a-z]\.[a-z]/iu.test(d) ? 'link' : 'figure';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const order = ['figure', 'link', 'handle'].filter((k) => kinds.has(k));
  return { text: listed(order.map((k) => counted(kinds.get(k)!, k))), count: details.length };
}

/**
 * What the model did, for each problem, as the end of "The model …": the checks' own texts speak
 * to the model; the user is told in their terms. A problem of a check not named here still says
 * something true.
 */
function whatItDid(problem: string, after: string, input: TRewriteCheckInput, source: string): string {
  if (inventedDetails(after, input).includes(problem)) {
    const kinds = inventedKinds(quotedIn(problem));
    return `added ${kinds.text} that ${kinds.count === 1 ? 'is' : 'are'} not in ${source}`;
  }
  if (restatedPostProblems(after, input.post).includes(problem)) return "repeated the post's own words";
  if (sharedOpeningProblems(after, input, []).includes(problem))
    return 'opened the way several of your recent replies do';
  if (/stock phrases/u.test(problem))
    return `used stock phrases (${quotedIn(problem)
      .map((q) => `"${q}"`)
      .join(', ')})`;
  if (/their own posts/u.test(problem)) return 'copied one of your own posts word for word';
  if (/another account/u.test(problem)) return "matched another account's reply word for word";
  if (/recent reply/u.test(problem)) return 'reused wording of your recent replies';
  return 'wrote something the checks every draft goes through send back';
}

/**
 * Why a quick edit was refused, as the user reads it: "The model added a figure and a link that
 * are not in your reply or the post, so the edit was not applied."
 */
export function refusalMessage(problems: string[], after: string, input: TRewriteCheckInput): string {
  const source = input.post.text ? 'your reply or the post' : 'your text';
  const did = [...new Set(problems.map((p) => whatItDid(p, after, input, source)))];
  return `The model ${listed(did)}, so the edit was not applied.`;
}
