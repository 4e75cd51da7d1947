import type { TScheduledReply, TSentReply } from '@gatling/shared/api/scheduled';
import { setUpEachTest } from '@/test/each-test';
import { renderInApp } from '@/test/render-in-app';
import { ScheduledPage } from '../components/scheduled-page';

/** The clock of these tests: March 5, 2026, 08:00 local time. */
export const NOW = new Date(2026, 2, 5, 8, 0);
export const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** The hooks of a /scheduled-replies test file: only Date is faked, set to NOW. */
export const setUpScheduledTests = () => setUpEachTest({ fakeTimers: { toFake: ['Date'], now: NOW } });

/** A scheduled reply as GET /api/scheduled answers it; `at` is its scheduled_at. */
export function scheduledReply(
  id: string,
  at: Date,
  overrides: Partial<TScheduledReply> = {},
): TScheduledReply {
  const author = { username: `author_${id}`, name: `Author ${id}`, avatar_url: null };
  return {
    id,
    platform: 'twitter',
    scheduled_at: at.toISOString(),
    pending_text: `Reply ${id}: thanks for sharing this, the part about pricing pages matches what we saw.`,
    original_message: {
      id: `post-${id}`,
      text: `Post ${id}: how do you price a B2B product in its first year?`,
      created_at: '2026-03-01T09:00:00.000Z',
      reactions: { likes: 12, replies: 3, retweets: 1, views: 900 },
      author,
      media: null,
      tweet_type: 'SINGLE',
      original_tweet: null,
      url: `https://x.com/${author.username}/status/${id}`,
    },
    tweet_type: 'SINGLE',
    original_tweet: null,
    current_tweet: { author, media: null },
    edited_response: false,
    drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
    status: 'scheduled',
    delivery: 'api',
    intent_url: null,
    dry_send: false,
    last_error: null,
    held: null,
    sandbox: false,
    ...overrides,
  };
}

/** A published reply as GET /api/sent answers it. */
export function sentReply(id: string, publishedAt: string, overrides: Partial<TSentReply> = {}): TSentReply {
  const { original_message } = scheduledReply(id, NOW);
  return {
    id,
    platform: 'twitter',
    published_at: publishedAt,
    text: `Sent reply ${id}`,
    original_message,
    edited_response: false,
    drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
    how: 'app',
    published_url: `https://x.com/me/status/reply-${id}`,
    source: { kind: 'keyword', value: 'pricing' },
    sandbox: false,
    ...overrides,
  };
}

/** Renders the screen at /scheduled-replies in the app's providers, retries off. */
export function renderScheduled() {
  return renderInApp(<ScheduledPage />, { path: '/scheduled-replies', retries: 'none' });
}

/** The interaction_ids of each DELETE /api/scheduled, exactly as sent (percent-encoding kept). */
export function deleteQueries(calls: { method: string; url: URL }[]): string[] {
  return calls
    .filter((c) => c.method === 'DELETE' && c.url.pathname === '/api/scheduled')
    .map((c) => c.url.search.replace(/^\?interaction_ids=/, ''));
}

export { sequence } from '@/test/fake-api';

export { signedInServer } from '@/test/signed-in-server';
