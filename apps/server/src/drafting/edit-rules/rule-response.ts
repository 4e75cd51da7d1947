import { capitalizeFirst } from '../voice-guard/text-tidy';

/**
 * A rule's semantic response read as instructions the offline drafter can follow: "Ask how they
 * price SSO and mention our free tier" becomes two sentences of the reply; "keep it short", "no
 * exclamation marks", "lead with 'fwiw'" become constraints. A response that is not an instruction
 * ("We built a free tool for this: acme.dev") is what to say, as written.
 */
export type TRuleResponse = {
  /** What the reply says for the rule, in order, already phrased. */
  sentences: string[];
  /** Words the reply must leave out. */
  avoid: string[];
  maxLength: number | null;
  lowercase: boolean;
  noExclamation: boolean;
  endWithQuestion: boolean;
  noQuestion: boolean;
  noEmoji: boolean;
  warm: boolean;
  leadWith: string | null;
  /** "Share a tip about sleep": topics the user's own experience (their posts) should speak to. */
  shareAbout: string[];
  /** "Don't mention the product": the reply leaves the user's business out. */
  noBusiness: boolean;
};

const VERBS =
  'ask|mention|recommend|suggest|point|send|direct|refer|share|link|drop|invite|offer|thank|congratulate|agree|disagree|say|tell|remind|explain|note|include|add|reference|let|keep|be|stay|sound|write|avoid|never|skip|leave|end|finish|close|lead|start|open|begin';
const CLAUSE_SPLIT = new RegExp(
  `(?:\\s*[,;]\\s*(?:(?:and then|then|and|but)\\s+)?|\\s+(?:and then|then|and|but)\\s+)(?=(?:${VERBS})\\b)`,
  'iu',
);

/** "they" in an instruction is the post's author, whom the reply addresses. */
export function toSecondPerson(text: string): string {
  const swaps: Array<[RegExp, string]> = [
    [/\bthey['’]re\b/giu, "you're"],
    [/\bthey['’]ve\b/giu, "you've"],
    [/\bthey['’]d\b/giu, "you'd"],
    [/\bthey['’]ll\b/giu, "you'll"],
    [/\bthe author['’]s\b/giu, 'your'],
    [/\b(?:the author|the poster)\b/giu, 'you'],
    [/\bthemselves\b/giu, 'yourself'],
    [/\btheirs\b/giu, 'yours'],
    [/\btheir\b/giu, 'your'],
    [/\b(?:they|them)\b/giu, 'you'],
    [/\byou (?:is|was)\b/giu, 'you are'],
  ];
  return swaps.reduce((s, [re, to]) => s.replace(re, to), text);
}

/** A clause as a sentence of the reply: capitalised, ending in one full stop unless it asks. */
export function asSentence(text: string): string {
  const body = text.trim().replace(/[\s.;,:]+$/u, '');
  if (!body) return '';
  const start = /^(?:@|https?:|www\.)/u.test(body) ? body : capitalizeFirst(body);
  return /[?!]$/u.test(start) ? start : `${start}.`;
}

const unquote = (s: string) =>
  s
    .trim()
    .replace(/[.;,]+$/u, '')
    .replace(/^["“'‘](.*)["”'’]$/u, '$1')
    .trim();

/**
 * "… when it fits", "… when someone is complaining": when the rule applies, not what to say or
 * leave out. Only after any quoted words, so a quote keeps its own "when".
 */
const CONDITION =
  /\s+(?:when|if|unless|while|where)\s+(?:it|they|someone|people|the (?:author|post|poster)|relevant|useful|helpful|appropriate)\b.*$/iu;
function withoutCondition(text: string): string {
  const quoteEnd = Math.max(text.lastIndexOf('"'), text.lastIndexOf('”')) + 1;
  return text.slice(0, quoteEnd) + text.slice(quoteEnd).replace(CONDITION, '');
}

/** What "don't mention …" means when it names the user's business rather than a word. */
const BUSINESS =
  /^(?:(?:the|our|my|your) (?:product|business|company|startup|tool|app|service)s?|(?:a |any )?(?:pitch|plug|self-promotion|promotion))$/iu;

const STATEMENT =
  /\b(?:is|are|was|were|has|have|had|can|will|costs?|starts?|works?|takes?|helps?|does|did|we|i)\b/iu;
const you = (s: string) => toSecondPerson(s.trim());

type TSay = (sentence: string) => void;
type THandler = [pattern: RegExp, act: (m: RegExpExecArray, out: TRuleResponse, say: TSay) => void];

/** Instruction shapes, first match wins; a clause that matches none is said as written. */
const HANDLERS: THandler[] = [
  [
    /^ask\b(?: (?:them|the author))?(?: (?:a|one) (?:follow-up |short )?question)?(?: (about|for))?\s*(.*)$/iu,
    (m, out, say) => {
      const rest = you(m[2] ?? '');
      if (!rest) out.endWithQuestion = true;
      else if (m[1]?.toLowerCase() === 'for') say(`Would you share ${rest}?`);
      else if (m[1] || !/^(?:what|how|why|when|which|who|where|whether|if)\b/iu.test(rest))
        say(`Curious about ${rest}`);
      else say(`Curious ${rest}`);
    },
  ],
  [
    /^(?:share|give|offer|add) (?:a|an|one|some|your|our|my) (?:\w+ )?(?:tip|thought|experience|story|example|lesson|take)s? (?:about|on|from|with)\s+(.+)$/iu,
    (m, out) => void out.shareAbout.push(m[1]!.replace(/[.;,]+$/u, '')),
  ],
  [/^(recommend|suggest)(?:ing)?\s+(.+)$/iu, (m, _, say) => say(`I'd ${m[1]!.toLowerCase()} ${you(m[2]!)}`)],
  [
    /^(?:(?:point|send|direct|refer)(?: (?:them|the author))? to|share|link(?: to)?|drop)\s+(.+)$/iu,
    (m, _, say) => say(`This might help: ${you(withoutCondition(m[1]!))}`),
  ],
  [/^invite (?:them|the author) to\s+(.+)$/iu, (m, _, say) => say(`You're welcome to ${you(m[1]!)}`)],
  [
    /^offer\s+(to\s+)?(.+)$/iu,
    (m, _, say) =>
      say(m[1] ? `Glad to ${you(m[2]!)} if it's useful` : `Can offer ${you(m[2]!)} if it's useful`),
  ],
  [
    /^thank (?:them|the author)(?: for (.+))?$/iu,
    (m, _, say) => say(m[1] ? `Thanks for ${you(m[1])}` : 'Thanks'),
  ],
  [
    /^congratulate (?:them|the author)(?: on (.+))?$/iu,
    (m, _, say) => say(m[1] ? `Congrats on ${you(m[1])}` : 'Congrats'),
  ],
  [/^disagree\b/iu, (_, __, say) => say('Not sure I agree')],
  [/^agree\b/iu, (_, __, say) => say('Agree')],
  [
    /^(?:mention|include|add|reference|bring up)( that)?\s+(.+)$/iu,
    (m, _, say) => {
      const what = you(withoutCondition(m[2]!));
      say(m[1] || STATEMENT.test(what) ? what : `Worth a look: ${what}`);
    },
  ],
  [
    /^(?:say|tell (?:them|the author)|remind (?:them|the author)|explain|note|point out|let (?:them|the author) know)(?: that)?\s+(.+)$/iu,
    (m, _, say) => {
      const what = withoutCondition(m[1]!);
      say(/^["“]/u.test(what.trim()) ? unquote(what) : you(what));
    },
  ],
  [
    /^(?:end|finish|close)(?: it)? with (?:a |an |one )?question\b/iu,
    (_, out) => void (out.endWithQuestion = true),
  ],
  [/^(?:lead|start|open|begin)(?: it)? with\s+(.+)$/iu, (m, out) => void (out.leadWith = unquote(m[1]!))],
  [
    /^(?:avoid|never|skip|leave out|don['’]t|do not|no|without)\b(?:\s+(?:mention(?:ing)?|using|use|saying|say|include|including))?\s*(.*)$/iu,
    (m, out) => {
      const what = unquote(withoutCondition(m[1]!));
      if (/^exclamation/iu.test(what)) out.noExclamation = true;
      else if (BUSINESS.test(what)) out.noBusiness = true;
      else if (/^(?:a )?questions?\b|^ask(?:ing)?\b/iu.test(what)) out.noQuestion = true;
      else if (/^emoji/iu.test(what)) out.noEmoji = true;
      else if (what) {
        const items = what.split(/\s*(?:,|\bor\b|\band\b)\s*/iu).map((w) => w.replace(/["“”']/gu, '').trim());
        out.avoid.push(...items.filter(Boolean));
      }
    },
  ],
  [
    /^(?:keep|be|stay|sound|write|reply|respond|answer|use)\b.*$/iu,
    (m, out) => {
      const c = m[0];
      const n = /under (\d+) (characters|chars|words)/iu.exec(c);
      if (n) out.maxLength = Number(n[1]) * (n[2]!.toLowerCase() === 'words' ? 6 : 1);
      else if (/\b(?:short|brief|concise|one sentence|one line)\b/iu.test(c)) out.maxLength = 100;
      if (/\blower[- ]?case\b/iu.test(c)) out.lowercase = true;
      if (/\b(?:warm|friendly|kind|supportive|encouraging|empathetic|positive)\b/iu.test(c)) out.warm = true;
    },
  ],
];

function readClause(clause: string, out: TRuleResponse): void {
  const c = clause.replace(/^(?:please|always|politely|gently|briefly|just|also)\s+/iu, '').trim();
  const say: TSay = (s) => {
    const sentence = asSentence(s);
    if (sentence) out.sentences.push(sentence);
  };
  for (const [pattern, act] of HANDLERS) {
    const m = pattern.exec(c);
    if (m) return act(m, out, say);
  }
  say(c);
}

export function readSemanticResponse(text: string | null): TRuleResponse {
  const out: TRuleResponse = {
    sentences: [],
    avoid: [],
    maxLength: null,
    lowercase: false,
    noExclamation: false,
    endWithQuestion: false,
    noQuestion: false,
    noEmoji: false,
    warm: false,
    leadWith: null,
    shareAbout: [],
    noBusiness: false,
  };
  if (!text?.trim()) return out;
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+/u)) {
    for (const clause of sentence.split(CLAUSE_SPLIT)) if (clause.trim()) readClause(clause, out);
  }
  return out;
}
