import { chance, int, pick, type TRandom } from './prng';
import type { TWritingHabits } from '../../db/schema/sandbox';
import { applyWritingHabits } from './writing-habits';
import { LANGUAGE_PACKS, WEEKDAYS, type TLang } from './vocab/languages';
import type { TTopic } from './vocab/topic-types';
import { TOPICS } from './vocab/topics';

export type TWriter = { voice: TWritingHabits; lang: TLang; topics: string[] };
export type TComposeKind = 'single' | 'reply' | 'quote' | 'thread';

const BIG = ['120', '250', '400', '600', '1,200', '3,000', '8,500', '14k'];
const MONEY = ['$800', '$1.2k', '$2k', '$3.4k', '$4.5k', '$9k', '$12k', '$30k'];

const DETERMINER_BEFORE = /(^|\s)(our|the|my|your|a|an|this|whole|bad|new|every)\s$/i;

/** Fills `{slot}`s; one slot never repeats a value inside one text while it has others. */
export function fillTemplate(
  rng: TRandom,
  template: string,
  topic: TTopic,
  lang: TLang,
  mention?: string,
): string {
  const used = new Map<string, Set<string>>();
  const draw = (slot: string, options: readonly string[]) => {
    const seen = used.get(slot) ?? new Set<string>();
    used.set(slot, seen);
    const fresh = options.filter((o) => !seen.has(o));
    const value = pick(rng, fresh.length > 0 ? fresh : options);
    seen.add(value);
    return value;
  };
  return template.replace(/\{([a-z]+)\}/g, (_, slot: string, offset: number) => {
    const options = topic.slots[slot];
    if (options) {
      const value = fillTemplate(rng, draw(slot, options), topic, lang, mention);
      // "our {thing}" with "the trial" reads "our trial", not "our the trial"; other languages
      // borrow the English noun without its article.
      const bare = lang !== 'en' || DETERMINER_BEFORE.test(template.slice(0, offset));
      return bare ? value.replace(/^(the|a|an|my|our) /, '') : value;
    }
    switch (slot) {
      case 'n':
        return String(int(rng, 2, 12));
      case 'big':
        return draw(slot, BIG);
      case 'pct':
        return `${int(rng, 3, 60)}%`;
      case 'money':
        return draw(slot, MONEY);
      case 'days':
        return String(int(rng, 2, 120));
      case 'weekday':
        return pick(rng, WEEKDAYS[lang]);
      case 'mention':
        return mention ? `@${mention}` : 'a friend';
      default:
        throw new Error(`sandbox vocabulary: unknown slot {${slot}} in "${template}"`);
    }
  });
}

/** The writer's topic to talk about, preferring one it shares with `other` (whom it answers). */
export function topicFor(rng: TRandom, writer: TWriter, other?: string[]): TTopic {
  const shared = other ? writer.topics.filter((t) => other.includes(t)) : [];
  const key = pick(rng, shared.length > 0 ? shared : writer.topics);
  const topic = TOPICS[key];
  if (!topic) throw new Error(`sandbox vocabulary: unknown topic ${key}`);
  return topic;
}

/**
 * One post's text in the writer's language and voice. `replyTo` is the username a reply starts
 * with (as X shows replies); `mention` is an account a standalone post may name.
 */
export function composeText(
  rng: TRandom,
  writer: TWriter,
  kind: TComposeKind,
  options: { topic: TTopic; replyTo?: string; mention?: string },
): string {
  const { topic } = options;
  const pack = LANGUAGE_PACKS[writer.lang];
  const english = writer.lang === 'en';
  let template: string;
  if (kind === 'reply') template = pick(rng, english ? [...topic.replies, ...pack.replies] : pack.replies);
  else if (kind === 'quote') template = pick(rng, english ? [...topic.quotes, ...pack.quotes] : pack.quotes);
  else if (kind === 'thread')
    template = pick(rng, english ? [...topic.followups, ...topic.posts] : pack.posts);
  else template = pick(rng, english ? topic.posts : pack.posts);

  const filled = fillTemplate(rng, template, topic, writer.lang);
  let core = filled.charAt(0).toUpperCase() + filled.slice(1);
  if (kind === 'single' && options.mention) {
    const tail = english ? pick(rng, [' h/t @{u}', ' cc @{u}', ' (via @{u})']) : ' cc @{u}';
    core = `${core}${tail.replace('{u}', options.mention)}`;
  }
  const followup =
    english && kind === 'single' ? fillTemplate(rng, pick(rng, topic.followups), topic, 'en') : undefined;
  const voiced = applyWritingHabits(rng, core, writer.voice, {
    lang: writer.lang,
    ...(followup ? { followup } : {}),
    hashtags: topic.hashtags,
    emojis: topic.emojis,
    standalone: kind === 'single',
  });
  const text = options.replyTo ? `@${options.replyTo} ${voiced}` : voiced;
  return Array.from(text).length <= 280 ? text : `${Array.from(text).slice(0, 279).join('')}…`;
}

/** A short bio from the writer's topics, sometimes with a place. */
export function composeBio(rng: TRandom, writer: TWriter, place: string): string {
  const parts = writer.topics.slice(0, 2).map((key) => {
    const topic = TOPICS[key];
    return topic ? fillTemplate(rng, pick(rng, topic.bios), topic, 'en') : '';
  });
  if (chance(rng, 0.5)) parts.push(`📍 ${place}`);
  return parts.filter(Boolean).join(' · ');
}
