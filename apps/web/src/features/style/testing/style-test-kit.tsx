import { renderInApp as renderAt } from '@/test/render-in-app';
import type { ReactNode } from 'react';
import type { TStyleAnswer, TStyleFeatures } from '@gatling/shared/api/style';
import { signedInServer } from '@/test/signed-in-server';

export const FEATURES: TStyleFeatures = {
  samples: 48,
  length: { mean: 131, median: 118, p10: 42, p90: 236 },
  words_per_post: 21.4,
  casing: { lowercase_start: 0.71, all_lowercase: 0.62, shouting_words: 0.004 },
  punctuation: { question: 0.27, exclamation: 0.02, ellipsis: 0.08, em_dash: 0.12, ends_with_period: 0.1 },
  emoji: { posts_with_emoji: 0.19, top: ['🚀', '😅'] },
  hashtags: { posts_with_hashtag: 0 },
  links: { posts_with_link: 0.1 },
  vocabulary: { type_token_ratio: 0.54, signature_words: ['shipping', 'indie', 'tbh'], avg_word_length: 4.4 },
};

/** A style answer; by default the style learned from the user's posts. */
export function styleAnswer(overrides: Partial<TStyleAnswer> = {}): TStyleAnswer {
  return {
    style_prompt: 'Casual, lowercase, short. Asks questions back.',
    source: 'analyzed',
    features: FEATURES,
    examples_learned: 3,
    updated_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export const EMPTY_STYLE: TStyleAnswer = {
  style_prompt: null,
  source: null,
  features: null,
  examples_learned: 0,
  updated_at: null,
};

/** Calls of `method path` the fake server has answered. */
export const callsTo = (api: Awaited<ReturnType<typeof signedInServer>>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

export const bodyOf = (call: { init: RequestInit | undefined } | undefined) =>
  call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;

/** Renders `element` at /your-style in the app's providers (see @/test/render-in-app). */
export function renderInApp(element: ReactNode, path = '/your-style') {
  return renderAt(element, { path, retries: 'kept' });
}

export { resetToasts, Where } from '@/test/render-in-app';

export { signedInServer };
