import type { TStyleFeatures } from '@gatling/shared/api/style';
import type { TAnalyzeStyleInput, TAnalyzeStyleOutput } from '../../drafting/types';
import { styleProfile } from './style-profile';
import { plainText } from '../../drafting/text/text';

const pct = (share: number) => `${Math.round(share * 100)}%`;
const quoteList = (items: string[]) => items.map((w) => `'${w}'`).join(', ');

function lengthLine(f: TStyleFeatures): string {
  const size = f.length.median < 80 ? 'short' : f.length.median < 160 ? 'medium-length' : 'long';
  const casing =
    f.casing.all_lowercase >= 0.6
      ? ', all in lower case'
      : f.casing.lowercase_start >= 0.6
        ? ', usually starting with a lower-case letter'
        : '';
  return `You write ${size} posts${casing}: a median of ${Math.round(f.length.median)} characters, most between ${Math.round(f.length.p10)} and ${Math.round(f.length.p90)} (about ${Math.round(f.words_per_post)} words).`;
}

function punctuationLines(f: TStyleFeatures): string[] {
  const p = f.punctuation;
  const lines: string[] = [];
  if (p.ends_with_period >= 0.6) lines.push('You end most posts with a full stop.');
  else if (p.ends_with_period <= 0.2) lines.push('You rarely end a post with a full stop.');
  if (p.question >= 0.3) lines.push(`You often ask questions (${pct(p.question)} of posts).`);
  else if (p.question <= 0.1) lines.push('You rarely ask questions.');
  if (p.exclamation >= 0.3) lines.push(`You use exclamation marks freely (${pct(p.exclamation)} of posts).`);
  else if (p.exclamation <= 0.05) lines.push('You almost never use exclamation marks.');
  if (p.ellipsis >= 0.2) lines.push("You often trail off with '...'.");
  lines.push(p.em_dash > 0.05 ? 'You use em dashes.' : 'No em dashes.');
  if (f.casing.shouting_words >= 0.03) lines.push('Now and then a word in CAPITALS for emphasis.');
  return lines;
}

function marksLines(f: TStyleFeatures): string[] {
  const lines: string[] = [];
  lines.push(
    f.emoji.posts_with_emoji === 0
      ? 'No emoji.'
      : `Emoji in about ${pct(f.emoji.posts_with_emoji)} of posts${f.emoji.top.length > 0 ? `, mostly ${f.emoji.top.slice(0, 3).join(' ')}` : ''}.`,
  );
  lines.push(
    f.hashtags.posts_with_hashtag === 0
      ? 'No hashtags.'
      : `Hashtags in ${pct(f.hashtags.posts_with_hashtag)} of posts.`,
  );
  if (f.links.posts_with_link >= 0.2) lines.push(`Links in ${pct(f.links.posts_with_link)} of posts.`);
  return lines;
}

/** Posts near the median length, without links or mentions: how the voice sounds, in its own words. */
function examples(posts: string[], median: number): string[] {
  return posts
    .filter((p) => !/https?:\/\/|@\w/u.test(p))
    .map(plainText)
    .filter((p) => p.length >= 15 && p.length <= 200)
    .map((p, i) => ({ p, i, d: Math.abs(Array.from(p).length - median) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, 2)
    .map((e) => e.p);
}

/**
 * The deterministic answer of the analyze-style task when no model is configured: a readable
 * style prompt, in the second person like a model's, written from the measured features and the
 * posts themselves (openers, contractions, casual spellings, two example posts).
 */
export function offlineAnalyzeStyle(input: TAnalyzeStyleInput): TAnalyzeStyleOutput {
  const f = input.features;
  if (f.samples === 0 || input.posts.every((p) => !p.trim())) {
    return {
      style_prompt: `There are no posts by @${input.username} to learn from yet. Write plainly and briefly, like a person replying from their phone: one or two sentences, everyday words, no hashtags, no emoji, no stock phrases.`,
    };
  }
  const habits = styleProfile({
    style_prompt: '',
    features: f,
    examples: [],
    own_posts: input.posts,
    replies: [],
  });
  const lines = [lengthLine(f), ...punctuationLines(f), ...marksLines(f)];
  if (habits.openers.list.length > 0)
    lines.push(`You often open with ${quoteList(habits.openers.list.map((o) => o.trim()))}.`);
  if (habits.contractions === 'contract') lines.push("You use contractions (don't, it's).");
  if (habits.contractions === 'expand')
    lines.push('You write words out in full (do not, it is) rather than contracting them.');
  if (habits.slang.length > 0)
    lines.push(`Casual spellings: ${quoteList(habits.slang.map(([, casual]) => casual))}.`);
  if (f.vocabulary.signature_words.length > 0) {
    lines.push(`Words you come back to: ${quoteList(f.vocabulary.signature_words.slice(0, 6))}.`);
  }
  if (f.vocabulary.avg_word_length >= 5.3) lines.push('You favour longer, specific words.');
  else if (f.vocabulary.avg_word_length <= 4.2) lines.push('You favour short, plain words.');
  const shown = examples(input.posts, f.length.median);
  const sample =
    shown.length > 0
      ? `\n\nHow it sounds, in your own posts:\n${shown.map((p) => `- "${p}"`).join('\n')}`
      : '';
  return {
    style_prompt: `${lines.join(' ')}${sample}\n\nMeasured over ${f.samples} of @${input.username}'s posts.`,
  };
}
