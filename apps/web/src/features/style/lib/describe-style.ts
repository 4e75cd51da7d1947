import type { TStyleFeatures } from '@gatling/shared/api/style';

/** A share (0..1) as a whole percentage, e.g. 0.234 → "23%". */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Below this share a habit is not worth naming. */
const NOTABLE = 0.05;

/** How the user capitalises, in a few words. */
export function describeCasing(casing: TStyleFeatures['casing']): string {
  const parts: string[] = [];
  if (casing.all_lowercase >= 0.5) parts.push('Mostly all lowercase');
  else if (casing.lowercase_start >= 0.5) parts.push('Often starts lowercase');
  else if (casing.lowercase_start >= 0.15) parts.push('Sometimes starts lowercase');
  else parts.push('Standard capitalisation');
  if (casing.shouting_words >= 0.02) parts.push('some words in CAPS');
  return parts.join(', ');
}

export type TPunctuationHabit = { label: string; share: number };

/** The punctuation habits that show up in a notable share of posts, most frequent first. */
export function punctuationHabits(p: TStyleFeatures['punctuation']): TPunctuationHabit[] {
  const all: TPunctuationHabit[] = [
    { label: 'Questions', share: p.question },
    { label: 'Exclamations', share: p.exclamation },
    { label: 'Ellipses', share: p.ellipsis },
    { label: 'Em dashes', share: p.em_dash },
    { label: 'Ends with a period', share: p.ends_with_period },
  ];
  return all.filter((h) => h.share >= NOTABLE).sort((a, b) => b.share - a.share);
}

/** True when the user uses emoji often enough to mention. */
export const usesEmoji = (emoji: TStyleFeatures['emoji']) =>
  emoji.posts_with_emoji >= NOTABLE || emoji.top.length > 0;
