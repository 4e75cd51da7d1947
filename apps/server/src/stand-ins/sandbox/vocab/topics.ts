import { DEVTOOLS, INDIE, SAAS } from './topics-build';
import { AI, DESIGN, MARKETING } from './topics-growth';
import { CLIMATE, CRYPTO, FITNESS } from './topics-life';
import type { TTopic } from './topic-types';

export const TOPICS: Record<string, TTopic> = Object.fromEntries(
  [SAAS, INDIE, DEVTOOLS, AI, MARKETING, DESIGN, FITNESS, CRYPTO, CLIMATE].map((t) => [t.key, t]),
);

export const TOPIC_KEYS = Object.keys(TOPICS);
