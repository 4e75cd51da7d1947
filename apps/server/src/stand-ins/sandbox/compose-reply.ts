import { fillTemplate, type TWriter } from './compose';
import { pick, type TRandom } from './prng';
import { applyWritingHabits } from './writing-habits';
import { ANSWERS, type TAnswerKind } from './vocab/answers';
import type { TTopic } from './vocab/topic-types';
import { TOPICS } from './vocab/topics';

/**
 * A reply that answers what a post says: the post is read for the topic words it uses (its tool,
 * the thing it worked on, a percentage) and for what it does (asks, celebrates, complains, opines),
 * and the reply picks up on those, in the writer's voice. The network's own replies are drawn per
 * topic; an identity's history uses this, so its reply pairs teach how a person answers a post.
 */

export type TAnsweredPost = { text: string; authorUsername: string; authorTopics: string[] };

type TReading = {
  topic: TTopic;
  /** Slot → the value the post used, without a leading article. */
  found: Map<string, string>;
  pct: string | null;
  question: boolean;
  /** "What is yours?" about the slot named here. */
  asksMine: string | null;
  mood: TMood | null;
  atWork: boolean;
};

const ARTICLE = /^(the|a|an|my|our) /i;
/** What a post does, in the order a reader notices it: bad news first, then good news, and so on. */
const MOODS = [
  [
    'trouble',
    /\b(broke|debugging|killed|lost \d|exploit|gone|0 sales|missed the same|skipped|painful|send snacks|bill just passed|triple|down \d+% this week)\b/i,
  ],
  ['milestone', /\b(just hit|finally live|launched|shipping|shipped|hit .+ this morning)\b/i],
  [
    'result',
    /\b(went up|conversions up|completion rate up|paid for itself|saved us|down \d+ beats|twice as fast|days to minutes|under a minute|up \d+%|covers \d+%|worked|most profitable|bill down|calmer|moved \w+ for us)(?!\w)/i,
  ],
  ['news', /\b(til|release notes|out of the box|new .+ feature)\b/i],
  ['tip', /\b(cheap trick|tip|idea that worked|rule we adopted)\b/i],
  [
    'opinion',
    /\b(hot take|unpopular opinion|reminder|lesson|honest take|i believe|surprising finding|short version|is not dead|if you cannot|if your|please|you do not have|pay attention|most useful|most underrated|best thing|nobody|everyone|in disguise)\b/i,
  ],
] as const;
type TMood = (typeof MOODS)[number][0];
const AT_WORK =
  /\b(redesigned|rebuilt|moved (our|everything)|migrating|working on|audited|wrote|built|usability tests|spent .+ polishing)\b/i;
/** A question the author wants answered, not a closer like "Who else?". */
const ASKS = /\b(how are you|what is your|what's your|which|anyone)\b[^.!?]*\?/i;
const ASKS_MINE = /what('s| is) yours\?/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function contains(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\w])${escape(phrase)}(?![\\w])`, 'i').test(text);
}

/** The values of one topic's slots the text uses, longest first so "usage-based pricing" beats "pricing". */
function slotsIn(text: string, topic: TTopic): Map<string, string> {
  const found = new Map<string, string>();
  for (const [slot, values] of Object.entries(topic.slots)) {
    const bare = values
      .filter((v) => !v.includes('{'))
      .map((v) => v.replace(ARTICLE, ''))
      .sort((a, b) => b.length - a.length);
    const hit = bare.find((v) => v.length >= 2 && contains(text, v));
    if (hit) found.set(slot, hit);
  }
  return found;
}

/** What the post talks about and does; its topic is one the writer shares with its author when it can. */
export function readPost(post: TAnsweredPost, writerTopics: string[]): TReading {
  const shared = post.authorTopics.filter((t) => writerTopics.includes(t));
  const keys = [...new Set([...shared, ...post.authorTopics, ...writerTopics])];
  let best: { topic: TTopic; found: Map<string, string> } | null = null;
  for (const key of keys) {
    const topic = TOPICS[key];
    if (!topic) continue;
    const found = slotsIn(post.text, topic);
    if (!best || found.size > best.found.size) best = { topic, found };
  }
  const topic = best?.topic ?? TOPICS[keys[0] ?? 'saas'] ?? Object.values(TOPICS)[0];
  if (!topic) throw new Error('sandbox vocabulary: no topics');
  const found = best?.found ?? new Map<string, string>();
  const asked = ASKS_MINE.test(post.text)
    ? ([...found.keys()].find((s) => s !== 'thing' && s !== 'tool') ?? null)
    : null;
  return {
    topic,
    found,
    pct: /\b\d{1,3}%/.exec(post.text)?.[0] ?? null,
    question: ASKS.test(post.text),
    asksMine: asked,
    mood: MOODS.find(([, pattern]) => pattern.test(post.text))?.[0] ?? null,
    atWork: AT_WORK.test(post.text),
  };
}

/** Slots that name a thing a conversation can be about, the likeliest first (not a claim or a figure). */
const THING_SLOTS = ['thing', 'tool', 'channel', 'metric'] as const;

/**
 * The thing the post names of its topic's vocabulary ("usage-based pricing", "the deadlift": "a"
 * becomes "the" as its author speaks of it again, "my" stays theirs), if any.
 */
export function namedThing(post: TAnsweredPost): string | null {
  const { topic, found } = readPost(post, post.authorTopics);
  for (const slot of THING_SLOTS) {
    const value = found.get(slot);
    if (!value) continue;
    const said = (topic.slots[slot] ?? []).find((v) => v.replace(ARTICLE, '') === value) ?? value;
    const article = ARTICLE.exec(said)?.[1]?.toLowerCase();
    if (article === 'my' || article === 'our') return `${article} ${value}`;
    return article ? `the ${value}` : value;
  }
  return null;
}

/** The answer kinds this post allows; none when it gives nothing to pick up on. */
function kindsFor(r: TReading): TAnswerKind[] {
  if (r.asksMine) return ['mine'];
  const tool = r.found.has('tool');
  switch (r.mood) {
    case 'trouble':
      return tool ? ['trouble', 'troubleTool'] : ['trouble'];
    case 'milestone':
      return ['milestone'];
    case 'result':
      return [
        'result',
        ...(r.pct ? (['resultPct', 'resultPct'] as const) : []),
        ...(r.found.has('thing') && r.atWork ? (['resultThing'] as const) : []),
        ...(tool ? (['resultTool'] as const) : []),
      ];
    case 'news':
      return ['news'];
    case 'tip':
      return ['tip'];
    case 'opinion':
      return ['opinion'];
    default:
      if (r.question) return ['question'];
      if (r.pct) return ['figure'];
      if (r.atWork && r.found.has('thing')) return ['thing'];
      return tool ? ['tool'] : [];
  }
}

/**
 * Whether the writer has something to say to `post`: the post asks, reports, opines or names a
 * tool or a piece of work the reply can pick up. A person scrolls past the rest; a stock line of the
 * topic there would pair a post with a reply to something else.
 */
export function canAnswer(post: TAnsweredPost, writerTopics: string[]): boolean {
  return kindsFor(readPost(post, writerTopics)).length > 0;
}

/** "my side project" in the post is "your side project" in the answer; "a launch" is "the launch". */
function theirs(value: string, original: string): string {
  const article = /^(the|a|an|my|our) /i.exec(original)?.[1]?.toLowerCase();
  if (article === 'my' || article === 'our') return `your ${value}`;
  if (article) return `the ${value}`;
  return value;
}

function originalOf(topic: TTopic, slot: string, bare: string): string {
  return topic.slots[slot]?.find((v) => v.replace(ARTICLE, '') === bare) ?? bare;
}

function lineFor(rng: TRandom, r: TReading, kind: TAnswerKind): string {
  const lines: readonly string[] = ANSWERS[kind];
  const usable = lines.filter((l) => !l.includes('<thing>') || r.found.has('thing'));
  let line = pick(rng, usable.length > 0 ? usable : lines);
  const thing = r.found.get('thing');
  if (thing) line = line.replaceAll('<thing>', theirs(thing, originalOf(r.topic, 'thing', thing)));
  // "The opposite with {thing}" speaks of something else than the post did.
  const otherThings = (r.topic.slots.thing ?? []).filter((v) => v.replace(ARTICLE, '') !== thing);
  if (otherThings.length > 0) line = line.replaceAll('{thing}', pick(rng, otherThings));
  const tool = r.found.get('tool');
  if (tool) line = line.replaceAll('<tool>', tool);
  if (r.pct) line = line.replaceAll('<pct>', r.pct);
  if (r.asksMine) {
    const said = r.found.get(r.asksMine) ?? '';
    const others = (r.topic.slots[r.asksMine] ?? []).filter((v) => v.replace(ARTICLE, '') !== said);
    line = line.replaceAll('<theirs>', said).replaceAll('<mine>', pick(rng, others.length ? others : [said]));
  }
  return line;
}

/** A reply to `post` in the writer's voice, starting with the @username X puts on replies. */
export function composeReply(rng: TRandom, writer: TWriter, post: TAnsweredPost): string {
  const reading = readPost(post, writer.topics);
  const kinds = kindsFor(reading);
  // Nothing to pick up on: one of the topic's own replies, as the network's accounts write them.
  // An identity's history never gets here (it answers only what canAnswer allows).
  const template =
    kinds.length > 0 ? lineFor(rng, reading, pick(rng, kinds)) : pick(rng, reading.topic.replies);
  const filled = fillTemplate(rng, template, reading.topic, 'en');
  // Values taken from the post may open a sentence.
  const core = filled.replace(
    /(^|[.!?] )([a-z])/g,
    (_, before: string, c: string) => before + c.toUpperCase(),
  );
  // Closers ("Thoughts?", "Change my mind") end posts, not answers.
  const voiced = applyWritingHabits(
    rng,
    core,
    { ...writer.voice, closerRate: 0 },
    {
      lang: 'en',
      hashtags: reading.topic.hashtags,
      emojis: reading.topic.emojis,
      standalone: false,
    },
  );
  const text = `@${post.authorUsername} ${voiced}`;
  return Array.from(text).length <= 280 ? text : `${Array.from(text).slice(0, 279).join('')}…`;
}
