import nlp from 'compromise';

/**
 * Words of a sentence with their part of speech, from compromise's lexicon and rules (bundled, no
 * model to fetch), corrected where posts about products use a word as a noun that general English
 * reads as a verb ("pricing page", "the CI build", "onboarding").
 */
export type TTerm = {
  text: string;
  lower: string;
  /** Punctuation written after the word ("," "." ":" "?"). */
  after: string;
  noun: boolean;
  adjective: boolean;
  verb: boolean;
  /** -ing form, past tense or participle: how the verb is written here. */
  form: 'gerund' | 'past' | 'plain' | null;
  name: boolean;
  value: boolean;
  date: boolean;
  pronoun: boolean;
  determiner: boolean;
  possessive: boolean;
  preposition: boolean;
  conjunction: boolean;
  adverb: boolean;
  copula: boolean;
  negative: boolean;
  question: boolean;
};

/** Words the products' world uses as nouns (or noun modifiers) wherever they stand. */
const NOUNS = new Set(
  `pricing onboarding billing marketing hiring funding branding messaging testing training build
  builds deploy deploys release changelog signup signups checkout dashboard inbox backlog roadmap
  churn retention activation conversion conversions copy landing handoff crit standup rollout
  launch waitlist trial trials ads newsletter webinar template templates feedback data revenue
  security design support search routing caching logging tracing monitoring staking lending
  mining trading scheduling invoicing budgeting sleep coffee tests solar code review reviews docs
  definitions exploit exploits hack hacks`.split(/\s+/u),
);

/** Words compromise may take for something else that are plainly not nouns. */
const NOT_NOUNS = new Set(
  `just really also only still even finally quietly mostly always never ever already again too very less
  more building debugging shipping working running reading writing migrating tracking waiting hit`.split(
    /\s+/u,
  ),
);

type TRawTerm = { text: string; pre: string; post: string; tags: string[] };

function classify(raw: TRawTerm): TTerm {
  const tags = new Set(raw.tags);
  const text = raw.text;
  const lower = text.toLowerCase();
  const acronym = /^\p{Lu}{2,6}s?$/u.test(text) && !/^(?:I|OK|AM|PM)$/u.test(text);
  const verb = tags.has('Verb') && !NOUNS.has(lower) && !acronym;
  const noun =
    !NOT_NOUNS.has(lower) &&
    (acronym || NOUNS.has(lower) || ((tags.has('Noun') || tags.has('ProperNoun')) && !tags.has('Pronoun')));
  return {
    text,
    lower,
    after: raw.post.trim(),
    noun,
    adjective: tags.has('Adjective') && !noun,
    verb,
    form: !verb
      ? null
      : tags.has('Gerund')
        ? 'gerund'
        : tags.has('PastTense') || tags.has('Participle')
          ? 'past'
          : 'plain',
    name: acronym || tags.has('ProperNoun') || tags.has('Acronym'),
    // "CI" is no Roman numeral here: a value is a figure or a number word.
    value: (tags.has('Value') && !acronym) || /^[$€£]?\d/u.test(text),
    date: tags.has('Date') || tags.has('Duration'),
    pronoun: tags.has('Pronoun'),
    determiner: tags.has('Determiner'),
    possessive: tags.has('Possessive'),
    preposition: tags.has('Preposition'),
    conjunction: tags.has('Conjunction'),
    adverb: tags.has('Adverb'),
    copula: tags.has('Copula'),
    negative: tags.has('Negative'),
    question: tags.has('QuestionWord'),
  };
}

/**
 * "usage-" + "based" → "usage-based": a hyphenated word is one word, tagged as its last part is,
 * except that "-based", "-driven", "-to-paid" make it a modifier, not a verb.
 */
function joinHyphens(raw: TRawTerm[]): TRawTerm[] {
  const out: TRawTerm[] = [];
  for (const t of raw) {
    const last = out.at(-1);
    if (last && last.post === '-' && t.pre === '') {
      const tags = t.tags.includes('Verb') ? ['Adjective'] : t.tags;
      out[out.length - 1] = { text: `${last.text}-${t.text}`, pre: last.pre, post: t.post, tags };
    } else out.push({ ...t });
  }
  return out;
}

/** Acronyms of four letters or more that are words in their own right when lower-cased. */
const LONG_ACRONYMS = new Set(
  'JSON HTML HTTP HTTPS YAML GDPR SaaS CRUD NASA ARPU SMBs OKRs KPIs MVPs LLMs APIs SDKs B2B2C REST'.split(
    ' ',
  ),
);

/**
 * "FELT", "LAUNCH": a whole word in capitals for emphasis is the word, not an acronym; short ones
 * ("MRR", "CSS") and known long ones ("JSON") stay as they are.
 */
function unshout(text: string): string {
  return text.replace(/\b\p{Lu}{4,}\b/gu, (w) => (LONG_ACRONYMS.has(w) ? w : w.toLowerCase()));
}

/** Whether punctuation after the word ends a phrase ("pricing," "page:" "done.)"). */
export const isEdge = (t: TTerm) => /[,.;:!?…)"”]/u.test(t.after);

/** Whether a word read by itself is a noun: neither a pronoun nor a verb, nor one of NOT_NOUNS. */
function isNounAlone(word: string): boolean {
  const [term] = (nlp(word).json() as { terms: TRawTerm[] }[]).flatMap((s) => s.terms);
  if (!term || term.text !== word) return false;
  const t = classify(term);
  return t.noun && !t.pronoun && !t.verb;
}

/** The sentence's words, tagged. Compromise reads the whole sentence, so context decides ties. */
export function tagTerms(sentence: string): TTerm[] {
  const doc = nlp(unshout(sentence)).json() as { terms: TRawTerm[] }[];
  // "5k" reads as a value and an empty unit term: the empty one goes.
  const terms = doc.flatMap((s) => joinHyphens(s.terms.filter((t) => t.text !== ''))).map(classify);
  terms.forEach((t, i) => {
    const before = terms[i - 1];
    if (!before || !t.noun || t.name) return;
    // "Ours involves Docker": a plural-looking word right after a pronoun subject is its verb;
    // "the ui problems i review": so is a word of the products' world after "i", "we", "you", "they".
    const third =
      /^(?:ours|mine|it|this|that|he|she|everything|nothing)$/iu.test(before.text) && /s$/u.test(t.lower);
    const plural = /^(?:i|we|you|they)$/iu.test(before.text) && NOUNS.has(t.lower);
    if (third || plural) terms[i] = { ...t, noun: false, verb: true, form: 'plain' };
  });
  const asNoun = (t: TTerm): TTerm => ({ ...t, noun: true, verb: false, form: null });
  terms.forEach((t, i) => {
    const before = terms[i - 1];
    const next = terms[i + 1];
    if (!before || !t.verb || t.form !== 'plain' || t.name) return;
    // "for contract review": after a preposition (other than "to") and before a noun, a word names.
    if (before.preposition && before.lower !== 'to' && next?.noun && !next.verb) terms[i] = asNoun(t);
    // "turn your best support answers into …": a plural in a phrase its possessive opens, after the
    // sentence's verb, is the object's noun.
    const opener = terms.slice(Math.max(0, i - 4), i - 1).findLastIndex((x) => x.possessive);
    if (
      /s$/u.test(t.lower) &&
      before.noun &&
      opener >= 0 &&
      terms.slice(0, Math.max(0, i - 4) + opener).some((x) => x.verb && x.form !== 'gerund') &&
      (next === undefined || next.preposition || isEdge(t))
    )
      terms[i] = asNoun(t);
  });
  // "Our meeting notes pipeline: DSPy for extraction, …": a heading before a colon names a thing.
  const colon = terms.findIndex((t) => t.after.startsWith(':'));
  if (
    colon > 0 &&
    colon <= 4 &&
    (terms[0]!.possessive || terms[0]!.determiner) &&
    // "The build breaks: …" is a statement; a heading ends on its noun.
    terms[colon]!.noun &&
    terms.slice(1, colon + 1).every((t) => !t.copula && !t.pronoun && t.form !== 'past')
  ) {
    for (let i = 1; i <= colon; i += 1)
      if (terms[i]!.verb && terms[i]!.form === 'plain') terms[i] = asNoun(terms[i]!);
  }
  // "Figma: it finally has variables": one word before a colon that the clause after it takes up
  // as "it" is the thing it speaks of. Compromise reads such a word as an interjection, so it is
  // read on its own; a pronoun ("Me: it's fine") or a verb ("Edit: it was…") stays what it is.
  const [heading, after] = terms;
  if (
    colon === 0 &&
    heading &&
    /^it(?:s|’s|'s)?$/u.test(after?.lower ?? '') &&
    !heading.noun &&
    !heading.pronoun &&
    !heading.verb &&
    isNounAlone(heading.text)
  )
    terms[0] = asNoun(heading);
  return terms;
}

/** Verbs whose last consonant doubles before -ing: one syllable ("ship", "run") and a few stressed on the last. */
const ONE_SYLLABLE_CVC = /^[^aeiou]*[aeiou][bcdfgklmnprstvz]$/u;
const STRESSED_LAST = new Set(
  'begin forget admit submit commit occur refer prefer regret permit control upset'.split(' '),
);

/** "rewrote" → "rewriting", "sent" → "sending", "ran" → "running": a verb as its -ing form. */
export function gerundOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith('ing')) return lower;
  // Conjugated in a sentence ("we replaced it"): alone, a past form is often taken for an adjective.
  const said = (nlp(`we ${lower} it`).verbs().toInfinitive().text() as string).trim().split(/\s+/u);
  const infinitive = said.find((w) => !/^(?:we|it)$/u.test(w)) ?? lower;
  const base = /^\p{L}+$/u.test(infinitive) ? infinitive : lower;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^aeioy]e$/u.test(base)) return `${base.slice(0, -1)}ing`;
  if (ONE_SYLLABLE_CVC.test(base) || STRESSED_LAST.has(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}
