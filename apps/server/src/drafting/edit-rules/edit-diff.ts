import type { TBusinessBrief } from '../types';
import { findCliches } from '../voice-guard/apply-cliches';
import { findEmoji } from '../../lib/text/emoji';
import { mentionsBusiness } from './edit-diff-business';
import { alignSentences, textChange, type TTextChange } from './edit-diff-sentences';
import { namesIn } from './infer-rule-phrases';
import { sentences } from '../text/text';

/** What an edit changed, measured sentence by sentence: the material of a rule learned from it. */
export type TEditDiff = {
  draftLength: number;
  finalLength: number;
  draftSentences: number;
  finalSentences: number;
  /** The final's sentences with no counterpart in the draft, as written. */
  added: string[];
  /** Added sentences that say something new (most of their words are not the draft's). */
  newPoints: string[];
  /** The draft's sentences the final dropped (what they said is not in the final). */
  removed: string[];
  businessRemoved: boolean;
  /** An added sentence about the user's business, as written. */
  businessAdded: string | null;
  /** Links the final has and the draft did not, with the added sentence that carries each one. */
  linksAdded: { link: string; sentence: string | null }[];
  question: 'added' | 'removed' | null;
  /** The question sentence the user added, as written. */
  questionAdded: string | null;
  /** Stock phrases and hype of the draft the user cut. */
  cut: string[];
  /** Names (tools, products) the draft brought up and the final dropped, or the final brought in. */
  namesRemoved: string[];
  namesAdded: string[];
  /** A label the user opened with ("fwiw,", "honestly,"). */
  opener: string | null;
  exclamation: 'added' | 'removed' | null;
  emoji: 'added' | 'removed' | null;
  lowercase: boolean;
  /** How the user opened warmer than the draft. */
  warmer: 'congratulate' | 'thank' | 'acknowledge' | null;
  /** How the text changed as a whole, for an edit that teaches nothing. */
  change: TTextChange;
};

const LINK = /(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|io|dev|app|co|ai|org|net|so|me)\/\S*/giu;
const OPENER =
  /^(fwiw|honestly|tbh|imo|imho|ngl|hot take|real talk|quick thought|short answer|in my experience|for what it['’]s worth|personally|frankly|to be fair)[,:]\s/iu;
const WARM: Array<[NonNullable<TEditDiff['warmer']>, RegExp]> = [
  ['congratulate', /^(?:congrats|congratulations|well done|huge congrats)\b/iu],
  ['thank', /^(?:thanks|thank you)\b/iu],
  [
    'acknowledge',
    /^(?:sorry|that sounds|sounds (?:rough|hard|painful)|i get it|i hear you|oof|ugh|that['’]s rough)\b/iu,
  ],
];
/** Enthusiasm a calmer edit takes out (the stock phrases come from the voice guard's list). */
const HYPE = /\b(?:amazing|awesome|incredible|insanely|super excited|so excited|mind-blowing|huge win)\b/giu;

const length = (s: string) => Array.from(s.trim()).length;
const change = (before: boolean, after: boolean) => (before === after ? null : after ? 'added' : 'removed');
const lowerSet = (items: string[]) => new Set(items.map((i) => i.toLowerCase()));
const warmth = (text: string) => WARM.find(([, re]) => re.test(text.trim()))?.[0] ?? null;

/**
 * Measures an edit (draft → what the user sent). `post` (its text) keeps names the post itself
 * uses out of the names the reply added or dropped; `business` lets a sentence about the user's own
 * business be recognised by its link, e-mail or summary as well as by how it is said.
 */
export function diffEdit(
  draft: string,
  final: string,
  context: { post?: string | null; business?: TBusinessBrief | null } = {},
): TEditDiff {
  const business = context.business ?? null;
  const { added, removed, newPoints } = alignSentences(draft, final);
  const draftLinks = (draft.match(LINK) ?? []).map((l) => l.toLowerCase());
  const linksAdded = [...new Set((final.match(LINK) ?? []).map((l) => l.replace(/[.,;:!?)]+$/u, '')))]
    .filter((l) => !draftLinks.some((d) => d.startsWith(l.toLowerCase())))
    .map((link) => ({ link, sentence: added.find((s) => s.includes(link)) ?? null }));
  const inPost = lowerSet(context.post ? namesIn(context.post) : []);
  // A name inside a sentence about the business goes with it: the rule says not to mention the product.
  const aboutBusiness = lowerSet(
    namesIn(
      sentences(draft)
        .filter((s) => mentionsBusiness(s, business))
        .join(' '),
    ),
  );
  const draftNames = namesIn(draft).filter(
    (n) => !inPost.has(n.toLowerCase()) && !aboutBusiness.has(n.toLowerCase()),
  );
  const finalNames = namesIn(final).filter((n) => !inPost.has(n.toLowerCase()));
  const cutCliches = [...new Set(findCliches(draft).map((h) => h.phrase))].filter(
    (p) => !findCliches(final).some((h) => h.phrase === p),
  );
  const hypeCut = [...new Set((draft.match(HYPE) ?? []).map((h) => h.toLowerCase()))].filter(
    (h) => !final.toLowerCase().includes(h),
  );
  const opener = OPENER.exec(final.trim())?.[0].trim() ?? null;
  const draftBusiness = sentences(draft).some((s) => mentionsBusiness(s, business));
  const finalBusiness = sentences(final).some((s) => mentionsBusiness(s, business));
  const warm = warmth(final);
  return {
    draftLength: length(draft),
    finalLength: length(final),
    draftSentences: sentences(draft).length,
    finalSentences: sentences(final).length,
    added,
    newPoints,
    removed,
    businessRemoved: draftBusiness && !finalBusiness,
    businessAdded: draftBusiness ? null : (added.find((s) => mentionsBusiness(s, business)) ?? null),
    linksAdded,
    question: change(draft.includes('?'), final.includes('?')),
    questionAdded: added.find((s) => s.trim().endsWith('?')) ?? null,
    cut: [...cutCliches, ...hypeCut].slice(0, 4),
    namesRemoved: draftNames.filter((n) => !lowerSet(finalNames).has(n.toLowerCase())),
    namesAdded: finalNames.filter((n) => !lowerSet(draftNames).has(n.toLowerCase())),
    opener: opener && !draft.trim().toLowerCase().startsWith(opener.toLowerCase()) ? opener : null,
    exclamation: change(draft.includes('!'), final.includes('!')),
    emoji: change(findEmoji(draft).length > 0, findEmoji(final).length > 0),
    lowercase: /\p{Lu}/u.test(draft) && !/\p{Lu}/u.test(final),
    warmer: warm && warmth(draft) !== warm ? warm : null,
    change: textChange(draft, final),
  };
}
