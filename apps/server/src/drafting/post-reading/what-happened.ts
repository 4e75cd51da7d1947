import { addressed } from './phrases';
import type { TPostKind } from './post-kind';
import { gerundOf, type TTerm } from './terms';

// What the author did and what happened, as phrases a reply can be about ("rewriting one headline
// on the landing page", "your biggest customer churning"): read from the post's first statement.

const TRAILING_TIME =
  /\s+(?:this|last|next|every|on a|in a|before|after)\s+(?:week|month|quarter|year|morning|weekend|afternoon|evening|night|sunrise|\p{Lu}\p{Ll}+day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b.*$|\s+(?:today|yesterday|tonight|again)\b.*$|\s+\d+\s+(?:days?|weeks?|months?|years?)\s+ago\b.*$/iu;

/**
 * "down from 40 minutes to under a minute": the figure a deed ends on is said by the figure slot; the
 * deed stops before it ("getting the test suite down"), never halfway through it.
 */
const FIGURE_TAIL = /\s+(?:from|by|to)\s+(?:under\s+|over\s+|about\s+)?[$€£]?\d.*$/iu;

/** "Rewrote one headline on the landing page." → "rewriting one headline on the landing page". */
export function readAction(first: TTerm[]): string | null {
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
export function readEvent(terms: TTerm[]): string | null {
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
export function launchDay(kind: TPostKind, terms: TTerm[]): string | null {
  const first = terms[0];
  return kind === 'launch' && first?.form === 'gerund' && terms.length <= 3 ? first.text.toLowerCase() : null;
}

/** A sentence-initial "The" or "Our" is lower-cased inside a reply; names keep their capitals. */
function lowerName(text: string): string {
  return /^(?:The|Our|My|A|An|This|That|Every|Each)\b/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/**
 * The milestone a win reaches and the event of reaching it: "Just hit $1k MRR!" → "$1k MRR",
 * "hitting $1k MRR"; "Finally crossed 1,000 subscribers" → "1,000 subscribers".
 */
export function milestoneOf(sentence: string): { milestone: string; bare: string; event: string } | null {
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
