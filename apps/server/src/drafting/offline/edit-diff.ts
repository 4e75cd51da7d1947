import { findCliches } from '../voice-guard/apply-cliches';
import { findEmoji } from '../voice-guard/marks';
import { contractionHabit } from './contractions';
import { postFacts } from './key-phrases';
import { contentWords, sentences, stem } from './text';

/** What an edit changed, measured: the material of a rule learned from it. */
export type TEditDiff = {
  draftLength: number;
  finalLength: number;
  /** Phrases (or words) the final says that the draft did not. */
  added: string[];
  /** The final's sentences that add something (at most two, opener and links aside): the point the user made. */
  points: string[];
  /** Content words the draft had and the final dropped. */
  removed: string[];
  /** Stock phrases of the draft the user cut. */
  clichesCut: string[];
  linksAdded: string[];
  opener: string | null;
  question: 'added' | 'removed' | null;
  exclamation: 'added' | 'removed' | null;
  emoji: 'added' | 'removed' | null;
  lowercase: boolean;
  contractions: boolean;
  warmer: boolean;
};

const LINK =
  /(?:https?:\/\/|www\.)\S+|(?<![\w@])@\w{1,15}\b|\b[\w-]+\.(?:com|io|dev|app|co|ai|org|net)\/\S*/giu;
const OPENER = /^(\p{L}[\p{L}'’]*(?: \p{L}[\p{L}'’]*){0,2}[,:])\s/u;
const ACKNOWLEDGES =
  /^(?:sorry|that sounds|sounds|congrats|congratulations|i get|makes sense|oof|ugh|love that|nice)\b/iu;

const length = (s: string) => Array.from(s.trim()).length;
const change = (before: boolean, after: boolean) => (before === after ? null : after ? 'added' : 'removed');

export function diffEdit(draft: string, final: string): TEditDiff {
  const draftStems = new Set(contentWords(draft).map(stem));
  const finalStems = new Set(contentWords(final).map(stem));
  const newPhrases = postFacts(final).phrases.filter((p) =>
    contentWords(p).some((w) => !draftStems.has(stem(w))),
  );
  const newWords = [...new Set(contentWords(final).filter((w) => !draftStems.has(stem(w))))];
  const opener = OPENER.exec(final.trim())?.[1] ?? null;
  const cut = [...new Set(findCliches(draft).map((h) => h.phrase))].filter(
    (p) => !findCliches(final).some((h) => h.phrase === p),
  );
  const cutWords = new Set(cut.flatMap((p) => contentWords(p)).map(stem));
  const linksAdded = (final.match(LINK) ?? [])
    .filter((l) => !draft.includes(l))
    .map((l) => l.replace(/[.,;:!?)]+$/u, ''));
  const points = sentences(
    final
      .trim()
      .slice(opener && !draft.trim().toLowerCase().startsWith(opener.toLowerCase()) ? opener.length : 0),
  )
    .map((s) =>
      linksAdded
        .reduce((t, l) => t.replace(l, ''), s)
        .replace(/[\s:,;]+$/u, '')
        .trim(),
    )
    .filter((s) => contentWords(s).some((w) => !draftStems.has(stem(w))))
    .slice(0, 2);
  return {
    draftLength: length(draft),
    finalLength: length(final),
    added: (newPhrases.length > 0 ? newPhrases : newWords).slice(0, 3),
    points,
    removed: [
      ...new Set(contentWords(draft).filter((w) => !finalStems.has(stem(w)) && !cutWords.has(stem(w)))),
    ].slice(0, 3),
    clichesCut: cut,
    linksAdded,
    opener: opener && !draft.trim().toLowerCase().startsWith(opener.toLowerCase()) ? opener : null,
    question: change(draft.includes('?'), final.includes('?')),
    exclamation: change(draft.includes('!'), final.includes('!')),
    emoji: change(findEmoji(draft).length > 0, findEmoji(final).length > 0),
    lowercase: /\p{Lu}/u.test(draft) && !/\p{Lu}/u.test(final),
    contractions: contractionHabit([final]) === 'contract' && contractionHabit([draft]) !== 'contract',
    warmer: ACKNOWLEDGES.test(final.trim()) && !ACKNOWLEDGES.test(draft.trim()),
  };
}
