import { contentStems, plainText, sentences } from './text';

/** A post label that introduces rather than says ("Hot take:", "Reminder that"). */
const LABEL = /^(?:[\p{L}' ]{1,20}:\s+|reminder that\s+|(?:honestly|ngl|fwiw|tbh|imo)[,]?\s+)/iu;

/** The user's own sentences, usable inside a reply: their words, no links, mentions or questions. */
function candidates(texts: string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (/@\w|https?:\/\//u.test(text)) continue;
    for (const s of sentences(plainText(text))) {
      const sentence = s.replace(LABEL, '').trim();
      const length = Array.from(sentence).length;
      if (length >= 20 && length <= 140 && !sentence.includes('?') && !/#\w/u.test(sentence))
        out.push(sentence);
    }
  }
  return out;
}

/**
 * The sentence of the user's own writing that speaks most to `topic` (shared content words), or
 * null. Unless the topic was asked for by name (`named`), it must also share a second word with
 * the post; one that repeats the post itself (most words shared) is no reply to it.
 */
export function findOwnExperience(
  texts: string[],
  { topic, post, named }: { topic: string; post: string; named: boolean },
): string | null {
  const wanted = contentStems(topic);
  const postStems = contentStems(post);
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of candidates(texts)) {
    const stems = contentStems(sentence);
    const shared = [...stems].filter((s) => wanted.has(s)).length;
    const withPost = [...stems].filter((s) => postStems.has(s)).length;
    const overlap = withPost / Math.max(1, Math.min(stems.size, postStems.size));
    if (shared === 0 || (withPost < 2 && !named) || overlap > 0.6) continue;
    const score = shared / Math.sqrt(stems.size);
    if (!best || score > best.score) best = { sentence, score };
  }
  return best?.sentence ?? null;
}
