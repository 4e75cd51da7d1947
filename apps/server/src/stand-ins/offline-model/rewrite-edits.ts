import { removeCliches } from '../../drafting/voice-guard/apply-cliches';
import { endsWithEmoji, stripEmoji } from '../../lib/text/emoji';
import { capitalizeFirst, matchCase, tidy } from '../../drafting/voice-guard/text-tidy';
import { weightedLength, X_MAX_WEIGHTED_LENGTH } from '../../drafting/voice-guard/length';
import { contract, expand } from '../../drafting/text/contractions';
import { cleanPost } from '../../drafting/post-reading/clean-post';
import type { TPostKind } from '../../drafting/post-reading/post-kind';
import { readPost } from '../../drafting/post-reading/read-post';
import { CASUAL_FILLERS, fromSlang } from '../../drafting/text/slang';
import { choose, contentStems, sentences } from '../../drafting/text/text';

/** One edit of the reply review ("Too stuffy", "Punchier", …), as plain text transforms. */
export type TEditContext = { post: string | null; key: string };

/** Replaces each pattern, keeping the case of what it replaces ("Thank you" → "Thanks"). */
const swap = (text: string, pairs: Array<[RegExp, string]>) =>
  pairs.reduce(
    (t, [re, to]) =>
      t.replace(re, (m) =>
        to.includes('$') ? m.replace(new RegExp(re.source, 'iu'), to) : matchCase(m, to),
      ),
    text,
  );
/** Every sentence starts with a capital (after a cut at its start). */
const capitalizeSentences = (text: string) =>
  capitalizeFirst(
    text.replace(/([.!?]\s+)(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase()),
  );
/** A sentence is finished by its punctuation, or by the emoji after it. */
const finished = (s: string) => /[.!?…]$/u.test(s) || endsWithEmoji(s);
const words = (list: string) => new RegExp(`(?<![\\p{L}'’])(?:${list})(?![\\p{L}'’])[,]?\\s*`, 'giu');

const FORMAL_TO_PLAIN: Array<[RegExp, string]> = [
  [/\bhowever,?(?=\s)/giu, 'but'],
  [/\btherefore,?(?=\s)/giu, 'so'],
  [/\bregarding\b/giu, 'about'],
  [/\bpurchase\b/giu, 'buy'],
  [/\bassist\b/giu, 'help'],
  [/\brequires?\b/giu, 'need'],
  [/\bapproximately\b/giu, 'about'],
  [/\bsufficient\b/giu, 'enough'],
  [/\bnumerous\b/giu, 'lots of'],
  [/\binquire\b/giu, 'ask'],
  [/\bobtain\b/giu, 'get'],
  [/\bprior to\b/giu, 'before'],
  [/\bindividuals\b/giu, 'people'],
  [/\bthank you\b/giu, 'thanks'],
  [/^hello\b/iu, 'hey'],
  [/\bis given\b/giu, 'gets'],
  [/\bare given\b/giu, 'get'],
  [/\bfor the most part\b/giu, 'mostly'],
  [/\bwould like to\b/giu, 'want to'],
  [/\butili[sz]e\b/giu, 'use'],
  [/\bcommence\b/giu, 'start'],
  [/\bperhaps\b/giu, 'maybe'],
  [/\bcongratulations\b/giu, 'congrats'],
  [/\badditionally\b/giu, 'also'],
  [/\bnevertheless\b/giu, 'still'],
  [/\b(how|what|where|why) did\b/giu, "$1'd"],
];
/** Formal openers a person would not say out loud ("Indeed,", "Furthermore,"): dropped. */
const FORMAL_OPENERS =
  /(^|[.!?]\s+)(?:indeed|furthermore|moreover|in addition|consequently|thus|hence|that being said|it is worth noting that|please note that)\b,?\s+/giu;

/** "Too stuffy": formal openers out, contractions, everyday words instead of formal ones. */
export function makeCasual(text: string): string {
  const loose = swap(text.replace(FORMAL_OPENERS, '$1'), FORMAL_TO_PLAIN);
  return capitalizeSentences(tidy(contract(loose)));
}

const FILLERS = words(
  'really|very|just|actually|basically|literally|quite|totally|simply|definitely|i think that|i think|i believe|in my opinion|kind of|sort of|a bit|a little|that said|to be honest|honestly|of course|obviously',
);
/** Words at a sentence's end that only pad it ("…turn out overall?", "…for you right now?"). */
const TRAILING_PADDING =
  /,?\s+(?:overall|in the end|right now|these days|for the most part|at all)(?=[.!?…]*$|[.!?…]+\s)/giu;
const WORDY: Array<[RegExp, string]> = [
  [/\bdue to the fact that\b/giu, 'because'],
  [/\bthe fact that\b/giu, 'that'],
  [/\bin order to\b/giu, 'to'],
  [/\bis able to\b/giu, 'can'],
  [/\bat this point in time\b/giu, 'now'],
  [/\ba (?:large|huge) number of\b/giu, 'many'],
  [/\s*\([^()]*\)/gu, ''],
];

/** "Punchier": filler and stock phrases out, then only the sentences that carry the point. */
export function makeTighter(text: string, ctx: TEditContext): string {
  const cut = tidy(swap(removeCliches(text).text, WORDY).replace(FILLERS, '').replace(TRAILING_PADDING, ''));
  const all = sentences(cut);
  if (all.length <= 1) return capitalizeSentences(cut);
  const topic = contentStems(ctx.post ?? '');
  const scored = all.map((s, i) => ({
    s,
    i,
    score:
      (i === 0 ? 2 : 0) +
      (s.includes('?') ? 1.5 : 0) +
      (/\d|https?:\/\/|@\w/u.test(s) ? 2 : 0) +
      [...contentStems(s)].filter((w) => topic.has(w)).length,
  }));
  const budget = Math.max(Array.from(all[0]!).length, Math.round(Array.from(cut).length * 0.6));
  const keep = new Set<number>();
  let used = 0;
  for (const { s, i } of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    if (keep.size > 0 && used + Array.from(s).length > budget) continue;
    keep.add(i);
    used += Array.from(s).length + 1;
  }
  return capitalizeSentences(all.filter((_, i) => keep.has(i)).join(' '));
}

const FILLER_WORDS = words([...CASUAL_FILLERS, 'honestly', 'basically', 'literally', 'totally'].join('|'));
const INFORMAL: Array<[RegExp, string]> = [
  [/\byeah\b/giu, 'yes'],
  [/\bnope\b/giu, 'no'],
  [/^hey\b/iu, 'Hi'],
  [/\bawesome\b/giu, 'excellent'],
  [/\bcool\b/giu, 'good'],
  [/\bstuff\b/giu, 'things'],
  [/\bguys\b/giu, 'everyone'],
  [/\bkinda\b/giu, 'somewhat'],
  [/\by['’]all\b/giu, 'everyone'],
  [/!+/gu, '.'],
  [/\.{2,}|…/gu, '.'],
];

/** "Professional": no slang, no emoji, no contractions; full sentences with capitals and full stops. */
export function makeProfessional(text: string): string {
  const plain = swap(expand(fromSlang(stripEmoji(text).replace(FILLER_WORDS, ''))), INFORMAL).replace(
    /\bits\b(?= \p{Ll}+ly\b| \p{Ll}+ed\b)/gu,
    'it is',
  );
  const full = sentences(tidy(plain))
    .map((s) => s.replace(/\bi\b/gu, 'I'))
    .map((s) => (/[.!?]$/u.test(s) ? s : `${s}.`));
  return capitalizeSentences(full.join(' '));
}

const HEDGES = words('i think that|i think|maybe|perhaps|kind of|sort of|probably');
/** How a detail of the post is added: the post's own words, quoted, so nothing is made up. */
const DETAIL_FRAMES = ['"{d}" is what stands out to me.', '"{d}" is the part that matters most.'];
/** Room left for the user's own endings, which the style step may add after the edit. */
const DETAIL_ROOM = X_MAX_WEIGHTED_LENGTH - 10;

/**
 * The post's concrete statements that the reply does not take up yet, best first: a figure first,
 * then the most words the reply lacks. The post's own words (lead-ins, hashtags, links and
 * questions out); empty when the post says nothing the reply does not already say.
 */
export function postDetails(post: string | null, reply: string): string[] {
  if (!post) return [];
  const said = contentStems(reply);
  return cleanPost(post)
    .sentences.filter((s) => !s.includes('?'))
    .map((s) => s.replace(/[.!…]+$/u, '').trim())
    .filter((s) => s.split(/\s+/u).length >= 3 && Array.from(s).length <= 110)
    .map((s, i) => {
      const fresh = [...contentStems(s)].filter((w) => !said.has(w)).length;
      return { s, i, fresh, score: fresh + (/\d/u.test(s) ? 2 : 0) };
    })
    .filter((c) => c.fresh >= 2)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((c) => capitalizeFirst(c.s));
}

/**
 * "Detailed" / persuasive: hedges out, then the detail of the post that the reply leaves out,
 * quoted from the post (no invented facts, asks or offers), when it fits the platform's length.
 * Without one, only the hedges go, and the caller says why nothing more could be added.
 */
export function makePersuasive(text: string, ctx: TEditContext): string {
  const firm = capitalizeSentences(tidy(text.replace(HEDGES, '')));
  const ended = finished(firm) ? firm : `${firm}.`;
  const frame = choose(DETAIL_FRAMES, `${ctx.key}:detail`);
  for (const detail of postDetails(ctx.post, firm)) {
    const longer = `${ended} ${frame.replace('{d}', detail)}`;
    if (weightedLength(longer) <= DETAIL_ROOM) return longer;
  }
  return firm;
}

const ACKNOWLEDGED =
  /^(?:that sounds|sounds|sorry|i get|i hear|makes sense|fair|that's a lot|that is a lot|oof|ugh)/iu;
const ACKNOWLEDGE: Partial<Record<TPostKind, string>> = {
  struggle: 'That sounds rough.',
  'bad-news': 'That sounds rough.',
  complaint: 'That sounds frustrating.',
  question: 'Fair thing to wonder about.',
  launch: 'That is a lot of work to get out the door.',
  win: 'That took real work.',
  result: 'That took real work.',
};
const SOFTEN: Array<[RegExp, string]> = [
  [/\byou should\b/giu, 'it might help to'],
  [/\byou need to\b/giu, 'it could help to'],
  [/\byou have to\b/giu, 'it could help to'],
  [/\b(?:obviously|clearly|simply)\s+/giu, ''],
  [/(^|[.!?]\s+)just\s+/giu, '$1'],
];

/** "Enthusiastic" / empathetic: acknowledge the author first, then say it more gently. */
export function makeEmpathetic(text: string, ctx: TEditContext): string {
  const soft = capitalizeSentences(tidy(swap(text, SOFTEN)));
  if (ACKNOWLEDGED.test(soft)) return soft;
  const ack = ACKNOWLEDGE[readPost(ctx.post ?? text).kind] ?? 'I get where you are coming from.';
  return `${ack} ${soft}`;
}
