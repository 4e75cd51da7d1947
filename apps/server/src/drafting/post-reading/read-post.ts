import { stem } from '../text/text';
import { cleanPost } from './clean-post';
import { addressed, nounPhrases, samePhrase, type TPhrase } from './phrases';
import { gerundOf, tagTerms, type TTerm } from './terms';

/**
 * What a post says, read without a model: what kind of post it is (the stance a reply takes
 * follows from it), what it is about (clean noun phrases, best first), and the particulars a
 * specific reply can take up: a figure and what it measures, what the author did, what they ask,
 * what they claim, the items of a list. Each is null or empty when the post does not have it.
 */
export type TPostKind =
  | 'question'
  | 'launch'
  | 'win'
  | 'result'
  | 'bad-news'
  | 'struggle'
  | 'complaint'
  | 'sarcasm'
  | 'joke'
  | 'opinion'
  | 'advice'
  | 'statement';

export type TFigure = { value: string; measure: string | null; direction: 'up' | 'down' | null };
export type TReading = {
  kind: TPostKind;
  sentences: string[];
  topics: string[];
  /** The topics as a reply names them ("your side project", "the free tier"), in the same order. */
  shown: string[];
  figure: TFigure | null;
  /** What the author did, as "-ing" words: "rewriting one headline on the landing page". */
  action: string | null;
  /**
   * What happened, as a phrase a reply can be about: "your biggest customer churning", "the deploy
   * failing at 5pm on a Friday", "having to lay off a third of the team". Null when the post's first
   * statement has no plain subject and verb.
   */
  event: string | null;
  /** The thing a question asks about. */
  asked: string | null;
  /** An opinion's subject and what it says of it: "shipping weekly" / "beats shipping perfectly". */
  claim: { subject: string; says: string } | null;
  items: string[];
  /** A word of feeling the author used about it ("painful", "wild", "calm"), for an echo. */
  feeling: string | null;
  /** Whether an opinion speaks for its subject or against it (null for other kinds). */
  stance: 'for' | 'against' | null;
  /** The opinion's subject as a reply names it. */
  claimTopic: string | null;
  /** The opinion itself as a reply restates it: "nobody cares about your tech stack" (null when long). */
  opinion: string | null;
  /**
   * Something the replying user writes about in their own posts that this post touches (they share
   * a word): "usage-based pricing" under a post on pricing pages. Null when nothing relates.
   */
  mine: string | null;
  /** The post asks the reader about themselves ("What is yours?"), which needs the reader's own facts. */
  asksReader: boolean;
  /** The lesson it draws, short enough to quote back: "charge from day one" (null when none or long). */
  lesson: string | null;
  /** Whether the author ended what the post is about ("Killed my side project today"). */
  ended: boolean;
  /** A recap of a stretch ("Month 12 recap: $1k MRR, a lot of bugs and one very nice email"). */
  recap: boolean;
};

const RECAP = /\brecap:/iu;

const BAD_NEWS =
  /\b(?:laid off|lay(?:ing)? off|layoffs?|flopped|(?:customer|client)s? churned|churned (?:this|last|today|yesterday)|fell through|removed from|shut(?:ting)? down|leaving the company|burn(?:ed|t) out|lost (?:our|my) (?:biggest|largest|only|best|job|funding)|lost \w+ days? of|got fired|passed away|exploit|, gone\b|\bhit (?:my |our )?first (?:refund|chargeback|churned (?:customer|user))s?\b)/iu;
const SARCASM =
  /^(?:love (?:it|that) when|oh (?:good|great|joy)|great,|wonderful,|amazing how|so glad|nothing says|nothing i (?:enjoy|love) more|just what i needed|thanks,)|\b(?:truly a delight|my favou?rite\.?$|best feeling\.?$|love that for us|what a time to be alive)/iu;
const COMPLAINT =
  /\b(?:still no (?:reply|answer|response|word|fix|human|update)|no (?:human|reply|response|explanation|answer)|tired of|sick of|why does every|nobody asked|keeps (?:sending|breaking|asking)|breaks? my|waiting on|ghost(?:s|ed|ing)?\b|explains nothing|slower than|hide[sd]? the|got removed|doubled this month)/iu;
const LAUNCH =
  /\b(?:ship(?:ped|ping)|launch(?:ed|ing)|released|releasing|(?:is|are) (?:finally )?live|went live|opened the waitlist|published|open[- ]sourced|new version|new release|hit version|rebuilt|just built|built a|wrote a (?:small |tiny )?(?:open[- ]source )?(?:tool|library|plugin|cli|app))\b/iu;
const WIN =
  /\b(?:hit (?:a |my |our )?\S+|just hit|reached|crossed|first (?:paying |affiliate )?(?:customer|sale|hire|user)s?|personal best|(?:\d+k|new|a) pr\b|milestone)/iu;
const FIGURE_CHANGE =
  /(?:\d[\d.,]*\s?%|[$€£]\d|\b\d+x\b|\b(?:up|down|doubled|tripled|halved)\b|\bfrom \S+ to \S+)/iu;
const STRUGGLE =
  /\b(?:broke|broken|bugs?|outage|down again|struggl\w*|stuck|failed|failing|exhausting|frustrat\w*|rough|painful|debugging|gave up|no idea how|felt it|not sure what (?:to do|happened|went wrong)|(?:churn|costs?|bill|latency|errors|bugs|tickets) (?:doubled|tripled|spiked))\b/iu;
const JOKE =
  /\b(?:no idea why|future me|now i have|rubber duck|not touching it|to-do list|drifting toward|really[- ]final|love-hate|send snacks|a lot of hope|hours automating)/iu;
/** "The boring answer to most MRR problems is a better empty state": what is claimed is the answer. */
const ANSWER =
  /^(?:the )?(?:\p{L}+ )?(?:answer|fix|cure|solution|antidote) to (?:most |every |all |your |our )?(.+?) (?:is|was) (?:usually |just |often |almost always |still )?(.+?)[.!…]*$/iu;
const OPINION =
  /\b(?:overrated|underrated|nobody (?:cares|reads|asks|talks|tells|mentions)|everyone is|is not dead|is dead|beats|matters? more|the real (?:test|work|problem)|is just|are just|most \S+ (?:are|is)|the best thing|stop\b|will matter)\b/iu;
const ADVICE =
  /\b(?:tips?|lessons?|things that|how to|if you|if your|try|playbook|rule of thumb|cheap trick|rule we adopted|take \S+ seriously|ask what|go talk|idea that worked)\b/iu;

/** "Lesson learned: …", "Biggest lesson: …": what the author took away, told as a view. */
const LESSON = /\b(?:lessons? learned|biggest lesson|the lesson):\s*(.+)$/iu;

const WH =
  /^(?:how|what|which|why|when|who|where|is|are|do|does|did|should|would|could|can|anyone|has|have)\b/iu;

function isRealQuestion(sentence: string): boolean {
  if (!sentence.endsWith('?')) return false;
  const words = sentence.split(/\s+/u).length;
  return words >= 4 || (WH.test(sentence) && words >= 3);
}

/** The figure the post gives and what it measures ("completion rate", "accuracy on search"). */
function readFigure(sentences: string[]): TFigure | null {
  const patterns: Array<[RegExp, (m: RegExpExecArray) => TFigure]> = [
    [
      /([\p{L}][\p{L}\s-]{2,40}?)\s+(?:is |are |went |was )?(up|down)\s+(?:by\s+)?([$€£]?\d[\d.,]*\s?(?:%|x|k)?)/iu,
      (m) => ({
        value: m[3]!.trim(),
        measure: m[1]!.trim(),
        direction: m[2]!.toLowerCase() as 'up' | 'down',
      }),
    ],
    [
      /(?:^|\b)(up|down)\s+([$€£]?\d[\d.,]*\s?%?)/iu,
      (m) => ({ value: m[2]!.trim(), measure: null, direction: m[1]!.toLowerCase() as 'up' | 'down' }),
    ],
    [
      /(\d[\d.,]*\s?%)\s+(?:of\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?)/iu,
      (m) => ({ value: m[1]!.trim(), measure: m[2]!.trim(), direction: null }),
    ],
    [
      /([$€£]\d[\d.,]*[kmb]?)(?:\s+(?:in|of)\s+([\p{L}]+))?/iu,
      (m) => ({ value: m[1]!.trim(), measure: m[2]?.trim() ?? null, direction: null }),
    ],
    [
      // "from 40 minutes to under a minute", "from 600 MB of node_modules to 90 MB".
      /\bfrom\s+([$€£]?\d[\d.,]*\s?\S*(?:\s+of\s+\S+)?)\s+to\s+((?:(?:under|over|about|around|less than|just|only)\s+)?(?:an?\s+\S+|[$€£]?\d[\d.,]*\s?\S*))/iu,
      (m) => ({ value: `${m[1]} to ${m[2]}`.replace(/[.,!?]$/u, ''), measure: null, direction: null }),
    ],
    [
      /\b(\d[\d.,]*k?)\s+(signups?|customers?|users?|subscribers?|meetings?|visitors?|examples?|issues?|beats|km|hours?)\b/iu,
      (m) => ({ value: `${m[1]} ${m[2]}`, measure: null, direction: null }),
    ],
  ];
  for (const s of sentences) {
    // "Revenue update: $800 this month, up 39%": the label says what the figure measures.
    const label = /^([\p{L}][\p{L} -]{2,30}?)(?: update| recap)?:\s/iu.exec(s)?.[1] ?? null;
    for (const [re, make] of patterns) {
      const m = re.exec(s);
      if (!m) continue;
      const f = make(m);
      if (!f.measure && label && !/\d/u.test(label)) f.measure = label.toLowerCase();
      if (f.measure) {
        // "accuracy on search went up": the measure is the words before the change, without verbs.
        // "21% of volume is bots": a verb after the measure is not part of it.
        const words = f.measure.replace(/\s+(?:is|are|was|were)$/iu, '').split(/\s+/u);
        const cut = words.findLastIndex((w) =>
          /^(?:and|but|so|the|a|our|my|with|we|i|it|this|that|after|then|rate|is|was)$/iu.test(w),
        );
        const tail = words.slice(cut + 1);
        f.measure =
          tail.length > 0 && !/^(?:is|was|went)$/iu.test(tail[0]!)
            ? tail.join(' ')
            : words.slice(-2).join(' ');
        if (/\brate$/iu.test(m[0]) && !/rate$/iu.test(f.measure)) f.measure = `${f.measure} rate`;
        if (
          /^(?:of|in|the|a)$|\b(?:quarter|month|week|year|day|today|last|this|cases|times|ones)\b/iu.test(
            f.measure,
          ) ||
          f.measure.length < 3
        )
          f.measure = null;
      }
      return f;
    }
  }
  return null;
}

const TRAILING_TIME =
  /\s+(?:this|last|next|every|on a|in a|before|after)\s+(?:week|month|quarter|year|morning|weekend|afternoon|evening|night|sunrise|\p{Lu}\p{Ll}+day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b.*$|\s+(?:today|yesterday|tonight|again)\b.*$|\s+\d+\s+(?:days?|weeks?|months?|years?)\s+ago\b.*$/iu;

/**
 * "down from 40 minutes to under a minute": the figure a deed ends on is said by the figure slot; the
 * deed stops before it ("getting the test suite down"), never halfway through it.
 */
const FIGURE_TAIL = /\s+(?:from|by|to)\s+(?:under\s+|over\s+|about\s+)?[$€£]?\d.*$/iu;

/** "Rewrote one headline on the landing page." → "rewriting one headline on the landing page". */
function readAction(first: TTerm[]): string | null {
  let i = 0;
  if (first[0] && /^(?:we|i)$/iu.test(first[0].text)) i = 1;
  while (first[i]?.adverb) i += 1;
  const verb = first[i];
  if (!verb || !verb.verb || verb.form !== 'past' || verb.copula) return null;
  const rest: string[] = [];
  const after = first.slice(i + 1);
  for (const [k, t] of after.entries()) {
    if (t.conjunction && /^(?:and|but|so)$/iu.test(t.text) && rest.length >= 2) break;
    if (t.lower === 'to' && after[k + 1]?.verb && after[k + 1]?.form === 'plain' && rest.length >= 2) break;
    rest.push(t.text);
    if (/[,.;:!?]/u.test(t.after) || rest.length >= 8) break;
  }
  const object = rest.join(' ').replace(TRAILING_TIME, '').replace(FIGURE_TAIL, '').trim();
  if (!object || /^(?:it|this|that|for|to)$/iu.test(object)) return null;
  return addressed(`${gerundOf(verb.text)} ${object}`);
}

/** Where a clause starts: after "when", "that", "how", a comma, or the verb of a main clause. */
const CLAUSE_BREAK = /^(?:when|that|how|because|while|if|so|and|but)$/iu;
const MODAL = /^(?:will|would|could|can|should|might|may|must|cannot|can't|won't)$/iu;

/**
 * The first statement as "subject + -ing verb + the rest": "Our app got removed from the App Store
 * overnight" → "your app getting removed from the App Store". A modal or a negation says what did
 * not or may happen: no event then.
 */
function readEvent(terms: TTerm[]): string | null {
  const v = terms.findIndex(
    (t, i) => i > 0 && t.verb && t.form !== 'gerund' && !t.preposition && (t.copula || t.text.length > 2),
  );
  if (v <= 0) return null;
  let start = 0;
  for (let i = v - 1; i >= 0; i -= 1) {
    const t = terms[i]!;
    if (CLAUSE_BREAK.test(t.text) || (t.verb && t.form !== 'gerund') || /[,;:]/u.test(t.after)) {
      start = i + 1;
      break;
    }
  }
  let subject = terms.slice(start, v);
  // "glad the new policy": words before the subject's determiner are not part of it.
  const det = subject.findIndex((t, i) => i > 0 && (t.determiner || t.possessive));
  if (det > 0) subject = subject.slice(det);
  // The subject is a thing ("our biggest customer", "the launch") or the author ("we"), nothing else.
  const author = subject.length === 1 && /^(?:we|i)$/iu.test(subject[0]!.text);
  const thing =
    subject.length > 0 &&
    subject.length <= 6 &&
    subject.some((t) => t.noun && !t.pronoun) &&
    subject.every(
      (t, i) =>
        (t.noun || t.adjective || t.determiner || t.possessive || t.value || (t.preposition && i > 0)) &&
        (!t.pronoun || t.possessive),
    ) &&
    !/ing$/iu.test(subject[0]!.text) &&
    !/^(?:nothing|everyone|everything|someone|nobody|anyone|everybody)$/iu.test(subject.at(-1)!.text);
  if (!author && !thing) return null;
  const verb = terms[v]!;
  const next = terms[v + 1];
  if (MODAL.test(verb.text) || next?.negative || verb.negative) return null;
  let phrase: string;
  let rest = v + 1;
  if (verb.copula && next?.form === 'gerund') [phrase, rest] = [next.text.toLowerCase(), v + 2];
  else if (verb.copula && next && (next.adjective || next.form === 'past'))
    [phrase, rest] = [`being ${next.text}`, v + 2];
  else if (verb.copula) return null;
  else if (/^(?:has|have|had)$/iu.test(verb.text) && next?.lower === 'to')
    [phrase, rest] = [`having to ${terms[v + 2]?.text ?? ''}`, v + 3];
  else if (/^(?:has|have|had)$/iu.test(verb.text) && next?.verb)
    [phrase, rest] = [gerundOf(next.text), v + 2];
  else if (/^(?:has|have|had)$/iu.test(verb.text)) return null;
  else if (/^(?:got|gets|get)$/iu.test(verb.text) && next && (next.adjective || next.form === 'past'))
    [phrase, rest] = [`getting ${next.text}`, v + 2];
  else phrase = gerundOf(verb.text);
  const tail: string[] = [];
  for (const t of terms.slice(rest)) {
    if ((t.conjunction || CLAUSE_BREAK.test(t.text)) && tail.length >= 1) break;
    // "the Figma plugin we have been teasing": a clause of its own ends the event.
    if (t.pronoun && /^(?:we|i|they|you|he|she)$/iu.test(t.text) && tail.length >= 1) break;
    tail.push(t.text);
    if (/[,.;:!?]/u.test(t.after) || tail.length >= 10) break;
  }
  // A long tail ends where a phrase ends: before its last preposition, never mid-phrase.
  if (tail.length > 7) {
    const cut = terms
      .slice(rest, rest + tail.length)
      .findLastIndex((t, i) => i > 2 && (t.preposition || t.conjunction));
    tail.splice(cut > 2 ? cut : 7);
  }
  const who = subject.map((t) => t.text).join(' ');
  const owner = author ? '' : lowerName(who);
  const text = addressed(`${owner} ${phrase} ${tail.join(' ')}`)
    .replace(TRAILING_TIME, '')
    .replace(FIGURE_TAIL, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return text.split(' ').length >= 2 ? text : null;
}

/** "Shipping day." or "Launching today!": a launch told in a gerund alone is the event ("shipping"). */
function launchDay(kind: TPostKind, terms: TTerm[]): string | null {
  const first = terms[0];
  return kind === 'launch' && first?.form === 'gerund' && terms.length <= 3 ? first.text.toLowerCase() : null;
}

/** A sentence-initial "The" or "Our" is lower-cased inside a reply; names keep their capitals. */
function lowerName(text: string): string {
  return /^(?:The|Our|My|A|An|This|That|Every|Each)\b/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** "Hot take: shipping weekly beats shipping perfectly." → subject and what it says of it. */
function readClaim(terms: TTerm[]): TReading['claim'] {
  const at = terms.findIndex((t, i) => i > 0 && t.verb && t.form !== 'gerund');
  if (at <= 0) return null;
  const head = terms.slice(0, at);
  if (
    head.some((t) => t.verb && t.form !== 'gerund') ||
    head.some((t) => t.pronoun && !/^(?:nobody|everyone|everybody)$/iu.test(t.text))
  )
    return null;
  const subject = head
    .filter(
      (t, i) =>
        !(i === 0 && (t.determiner || t.possessive)) &&
        !t.adverb &&
        !/^(?:most|many|all|some|every)$/iu.test(t.text),
    )
    .map((t) => t.text)
    .join(' ');
  const says = terms
    .slice(at)
    .map((t) => t.text + (t.after === ',' ? ',' : ''))
    .join(' ')
    .replace(/[,;]$/u, '');
  if (subject.split(' ').length > 5 || says.split(' ').length < 2) return null;
  // "Nobody cares about X", "Everyone is talking about X": the subject is no one in particular.
  if (/^(?:nobody|everyone|everybody|no one|someone|people)$/iu.test(subject)) return null;
  return { subject, says };
}

/** "a shorter trial, a cancellation survey and showing the price" → the items. */
function readItems(sentences: string[]): string[] {
  for (const s of sentences) {
    const colon = s.indexOf(':');
    if (colon < 0) continue;
    const list = s
      .slice(colon + 1)
      .replace(/[.!?…]+$/u, '')
      .split(/\s*,\s*(?:and |then )?|\s+(?:and|then)\s+/iu)
      .map((x) => x.trim().replace(/^(?:a|an|the|our|my)\s+(?!lot of\b)/iu, ''))
      .filter((x) => x.length > 1 && x.split(/\s+/u).length <= 8);
    if (list.length >= 2) return list;
  }
  return [];
}

const FEELINGS =
  /\b(painful|wild|calm|exhausting|brutal|humbling|scary|surprising|wholesome|grateful|tired|proud|happy|quiet|boring|ugly|messy)\b/iu;

function kindOf(all: string, sentences: string[], marker: string | null, rawFirst?: string): TPostKind {
  const first = sentences[0] ?? '';
  const raw = rawFirst ?? first;
  if (BAD_NEWS.test(all) && !/\bnot\b.*\bgone\b/iu.test(all)) return 'bad-news';
  // "Month 4 recap: a refund, a lot of bugs and one nice email": mixed news, told as it is.
  if (RECAP.test(first)) return 'statement';
  if (
    SARCASM.test(first) ||
    SARCASM.test(raw) ||
    sentences.some((s) => /^(?:truly a delight|my favou?rite|best feeling)/iu.test(s))
  )
    return 'sarcasm';
  // "Why does every SaaS hide the cancel button?" asks nobody: it complains.
  if (/^why (?:does|do|is|are|must) (?:every|all|each|no|nobody)\b/iu.test(first)) return 'complaint';
  if (sentences.some(isRealQuestion)) return 'question';
  if (JOKE.test(all)) return 'joke';
  if (COMPLAINT.test(all)) return 'complaint';
  if (marker === 'opinion' || ANSWER.test(first)) return 'opinion';
  // "Killed my side project today. Lesson learned: shipping weekly beats …": the lesson is the point.
  if (LESSON.test(all)) return 'opinion';
  // A launch that went nowhere ("0 sales", "3 signups in a week") is a struggle, not a party.
  if (LAUNCH.test(all) && /\b(?:0|zero|no) (?:sales|signups|customers|users|downloads)\b/iu.test(all))
    return 'struggle';
  if (LAUNCH.test(all)) return 'launch';
  // "Just hit $1k MRR!": a milestone reached, told with its figure, is a win to congratulate.
  if (/\b(?:just hit|finally hit|reached|crossed)\b/iu.test(first) && WIN.test(all)) return 'win';
  if (FIGURE_CHANGE.test(all) && /\d/u.test(all)) return 'result';
  if (WIN.test(all)) return 'win';
  if (STRUGGLE.test(all)) return 'struggle';
  if (marker === 'reminder' || OPINION.test(all)) return 'opinion';
  if (ADVICE.test(all)) return 'advice';
  return 'statement';
}

/** Words for an audience rather than a subject: a topic only when nothing better is there. */
const WEAK = new Set(
  'customers users user clients folks founders teams people devs developers designers'.split(' '),
);

/** Topics best first: names, longer phrases, subjects and what the user writes about themselves. */
function rankTopics(
  phrases: (TPhrase & { first?: boolean; lead?: boolean })[],
  ownStems: Set<string>,
): TPhrase[] {
  const scored = phrases.map((p, order) => {
    const words = p.text.toLowerCase().split(/\s+/u);
    const score =
      1 +
      0.5 * Math.min(p.words - 1, 2) +
      (p.name ? 0.5 : 0) +
      (p.subject ? 0.4 : 0) +
      (p.first ? 0.6 : 0) +
      // The first sentence makes the point; later ones add colour ("We will keep testing next month!").
      (p.lead ? 0.5 : 0) -
      (WEAK.has(words.at(-1) ?? '') ? 1 : 0) +
      (words.some((w) => ownStems.has(stem(w))) ? 0.4 : 0) -
      (p.words === 1 && p.text.length < 4 && !p.name ? 1 : 0) -
      order * 0.05;
    return { phrase: p, score };
  });
  scored.sort((a, b) => b.score - a.score);
  const out: TPhrase[] = [];
  for (const s of scored) {
    if (out.some((o) => samePhrase(o.text, s.phrase.text))) continue;
    out.push(s.phrase);
    if (out.length === 4) break;
  }
  return out;
}

/** A phrase of the user's own posts that shares a word with the post's topics but is not one of them. */
function relatedOwnPhrase(ownPosts: string[], topics: TPhrase[]): string | null {
  if (ownPosts.length === 0 || topics.length === 0) return null;
  const postStems = new Set(topics.flatMap((t) => t.text.toLowerCase().split(/\s+/u)).map(stem));
  const seen = new Map<string, { phrase: string; count: number }>();
  for (const post of ownPosts.slice(0, 40)) {
    for (const sentence of cleanPost(post).sentences) {
      for (const p of nounPhrases(tagTerms(sentence))) {
        if (p.words < 2 || p.name) continue;
        const stems = p.text.toLowerCase().split(/\s+/u).map(stem);
        if (!stems.some((s) => postStems.has(s))) continue;
        if (topics.some((t) => samePhrase(t.text, p.text))) continue;
        const key = p.text.toLowerCase();
        const entry = seen.get(key) ?? { phrase: p.text.toLowerCase(), count: 0 };
        entry.count += 1;
        seen.set(key, entry);
      }
    }
  }
  const best = [...seen.values()].sort((a, b) => b.count - a.count)[0];
  return best?.phrase ?? null;
}

/**
 * Whether a sentence is no view "Agree that …" can restate: it opens on what its author did
 * ("Tried …", "We killed …") or tells the reader to do something ("Charge from day one").
 */
function notAView(terms: TTerm[]): boolean {
  const at = terms[0] && /^(?:we|i)$/iu.test(terms[0].text) ? 1 : 0;
  const verb = terms[at];
  if (!verb?.verb || verb.copula) return false;
  // "Charge from day one", "Go talk to users"; not "Bear markets are …", where a noun follows.
  const next = terms[at + 1];
  const imperative =
    at === 0 && verb.form === 'plain' && (!next || !next.noun || next.determiner || next.pronoun);
  return verb.form === 'past' || imperative;
}

/**
 * The milestone a win reaches and the event of reaching it: "Just hit $1k MRR!" → "$1k MRR",
 * "hitting $1k MRR"; "Finally crossed 1,000 subscribers" → "1,000 subscribers".
 */
function milestoneOf(sentence: string): { milestone: string; bare: string; event: string } | null {
  const m =
    /\b(hit|reached|crossed)\s+(a |my |our |the )?((?:first |[$€£]?\d[\d.,]*[kmb]?\s*)[\p{L}$][\p{L}\p{N}-]*(?:\s+[\p{L}][\p{L}\p{N}-]*){0,2}?)(?=\s+(?:in|after|this|today|with|at|on|for)\b|[.!?,]|$)/iu.exec(
      sentence,
    );
  if (!m) return null;
  // "a 5k PR" keeps its article; "my first sale" and a bare "first sale" are the author's.
  const det = m[2]?.trim().toLowerCase();
  const own = det === 'my' || det === 'our' || (!det && /^first\b/iu.test(m[3]!));
  const milestone = `${own ? 'your ' : det ? `${det} ` : ''}${m[3]!.trim()}`;
  const verb =
    { hit: 'hitting', reached: 'reaching', crossed: 'crossing' }[m[1]!.toLowerCase()] ?? 'reaching';
  return { milestone, bare: m[3]!.trim(), event: `${verb} ${milestone}` };
}

/**
 * A sentence of the post as a reply says it back: addressed to its author, without its end mark,
 * lower-cased where only the sentence start made it a capital; null outside 3…`most` words or when
 * `unfit` matches.
 */
function saidBack(sentence: string, most: number, unfit: RegExp, voice = (s: string) => s): string | null {
  const body = voice(addressed(sentence.replace(/[.!?…]+$/u, '').trim()));
  const n = body.split(/\s+/u).length;
  if (n < 3 || n > most || unfit.test(body)) return null;
  return /^\p{Lu}\p{Ll}/u.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body;
}

/** A lesson as a reply quotes it, in the author's words: seven words at most. */
const quotable = (lesson: string | null) => (lesson ? saidBack(lesson, 7, /["“”:;]/u) : null);

/**
 * An opinion's sentence as a reply can restate it after "Agree that": six words at most, so with the
 * "that" before it a restated claim never runs eight words of a post.
 */
const restated = (sentence: string) =>
  saidBack(sentence, 6, /[:;?]|^(?:if|when|because|stop|go)\b/iu, (s) =>
    s.replace(/\bwe\b/giu, 'you').replace(/\bI\b/gu, 'you'),
  );

export function readPost(text: string, ownPosts: string[] = []): TReading {
  const { sentences, marker } = cleanPost(text);
  const all = sentences.join(' ');
  const tagged = sentences.map(tagTerms);
  const ownStems = new Set(
    ownPosts
      .flatMap((p) => p.toLowerCase().split(/[^\p{L}\p{N}-]+/u))
      .filter((w) => w.length > 3)
      .map(stem),
  );
  const kind = kindOf(all, sentences, marker, text.trim().split(/(?<=[.!?])\s/u)[0]);
  const questionAt = sentences.findIndex(isRealQuestion);
  // The first phrase of the first sentence is usually what the post is about.
  const phrases = tagged.flatMap((terms, i) =>
    nounPhrases(terms).map((p, j) => ({ ...p, first: i === 0 && j === 0, lead: i === 0 })),
  );
  const topics = rankTopics(phrases, ownStems);
  // What a question asks about: the first subject after its question word ("…to SMBs: how are you
  // handling the free tier" asks about the free tier).
  let asked: string | null = null;
  if (questionAt >= 0) {
    const terms = tagged[questionAt]!;
    const word = terms.findIndex((t) => t.question);
    const wh = Math.max(
      0,
      word >= 0 ? word : terms.findIndex((t) => /^(?:is|are|do|does|should|anyone)$/iu.test(t.text)),
    );
    const inQuestion = nounPhrases(terms);
    asked = (inQuestion.find((p) => p.start > wh) ?? rankTopics(inQuestion, ownStems)[0])?.shown ?? null;
  }
  const feeling = FEELINGS.exec(all)?.[1]?.toLowerCase() ?? null;
  // An opinion's sentence: the lesson a post draws, else its first sentence.
  const lessonAt = sentences.findIndex((x) => LESSON.test(x));
  const lesson = lessonAt >= 0 ? (LESSON.exec(sentences[lessonAt]!)?.[1] ?? null) : null;
  const viewText = lesson ?? sentences[0] ?? '';
  const viewTerms = lesson ? tagTerms(lesson) : (tagged[0] ?? []);
  const answer = ANSWER.exec(sentences[0] ?? '');
  const claim = answer
    ? { subject: answer[2]!.replace(/^(?:a|an|the) /iu, ''), says: `answers ${answer[1]!}` }
    : viewTerms.length > 0 && kind === 'opinion'
      ? readClaim(viewTerms)
      : null;
  // The answer is what the post is about: "a better empty state" before "MRR problems".
  if (answer) {
    const at = topics.findIndex((t) => samePhrase(t.text, claim!.subject));
    if (at > 0) topics.unshift(...topics.splice(at, 1));
  }
  const against =
    /\b(?:not|no|nobody|never|overrated|dead|stop|don't|doesn't|isn't|less|kills?|worst|slowed|just|only|merely)\b/iu;
  const mine = relatedOwnPhrase(ownPosts, topics);
  const claimTopic = claim ? (topics.find((t) => samePhrase(t.text, claim.subject))?.shown ?? null) : null;
  // "Just hit $1k MRR!": the milestone itself is what a win is about, and what a congratulation names.
  const reached = kind === 'win' ? milestoneOf(sentences[0] ?? '') : null;
  const named = topics.map((t) => t.text);
  const shown = topics.map((t) => t.shown);
  if (reached) {
    named.unshift(reached.bare);
    shown.unshift(reached.milestone);
  }
  // "The most underrated indie tool: Tally." names its subject after the colon.
  const revealed = /^[^:]{3,80}:\s*(\p{Lu}[\p{L}\p{N}.+-]*(?:\s\p{Lu}[\p{L}\p{N}.+-]*){0,2})[.!]?$/u.exec(
    (sentences[0] ?? '').replace(/[.!…]+$/u, ''),
  )?.[1];
  if (revealed && !named.some((t) => samePhrase(t, revealed))) {
    named.unshift(revealed);
    shown.unshift(revealed);
  }
  return {
    kind,
    sentences,
    topics: named,
    shown,
    figure: readFigure(sentences),
    action: tagged[0] ? readAction(tagged[0]) : null,
    // A question asks; it reports no event.
    event:
      tagged[0] && kind !== 'question' && !sentences[0]!.endsWith('?')
        ? (reached?.event ?? readAction(tagged[0]) ?? readEvent(tagged[0]) ?? launchDay(kind, tagged[0]))
        : null,
    asked,
    mine,
    claim,
    // "Tried Gemini vs DSPy on support triage." reports what the author did: nothing to agree with.
    opinion: kind === 'opinion' && !notAView(viewTerms) ? restated(viewText) : null,
    stance: kind === 'opinion' ? (against.test(claim?.says ?? all) ? 'against' : 'for') : null,
    claimTopic,
    asksReader: /\b(?:what(?:'s| is| are) yours|what about you|how about you|share yours)\b/iu.test(all),
    items: readItems(sentences),
    feeling,
    lesson: quotable(lesson),
    recap: RECAP.test(sentences[0] ?? ''),
    ended: /\b(?:killed|shut(?:ting)? down|sunset(?:ted|ting)?|shelved|abandoned|archived)\b/iu.test(
      sentences[0] ?? '',
    ),
  };
}
