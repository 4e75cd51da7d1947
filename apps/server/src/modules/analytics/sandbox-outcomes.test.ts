import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAnalyticsSummary } from '@gatling/shared/api/analytics';
import { bearer, createTestApp, openedForAll, uniqueEmail } from '#test/harness';
import { billingKit } from '#test/kits/billing';
import { blueskyDouble, newBlueskyScript } from '#test/kits/bluesky-double';
import { connectionsKit, newHandle, sandboxBrowser } from '#test/kits/connections';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import { insertTestAccount, insertTestPost, T0 } from '#test/kits/sandbox';
import { accountSnapshots, platformCalls } from '../../db/schema/analytics';
import { replies } from '../../db/schema/replies';
import { platformRegistry, type TProviders } from '../../integrations/platform/registry';
import { createLogger } from '../../lib/logger';
import { createSandboxProvider, type TSandboxProvider } from '../../stand-ins/sandbox/sandbox-provider';
import { getConnectionCredentials } from '../connections/connection-credentials';
import { publishDue } from '../publishing/publish-due';
import { readReplyOutcomes } from './read-outcomes';

/** The sandbox network on a clock the test moves; `sandbox` is the provider without metering. */
async function openApp() {
  const clock = { now: new Date() };
  let sandbox: TSandboxProvider | undefined;
  const t = await createTestApp(
    { OUTCOME_FIRST_READ_MINUTES: '60' },
    {
      platforms: ({ config, database }) => {
        sandbox = createSandboxProvider({
          db: database.db,
          seed: config.SANDBOX_SEED,
          publicUrl: config.publicUrl,
          logger: createLogger('silent'),
          clock: () => clock.now,
        });
        return platformRegistry({
          twitter: sandbox as TProviders['twitter'],
          bluesky: blueskyDouble(newBlueskyScript()),
        });
      },
    },
  );
  return { t, clock, sandbox: sandbox!, close: () => t.close() };
}

const app = openedForAll(openApp);

describe('analytics of replies published in the sandbox network', () => {
  test('a reply goes out through the API, is read an hour later, and the summary shows what the network gave it', async () => {
    const { t, clock, sandbox } = app;
    const db = t.database.db;
    const session = await t.signUpAndConfirm(uniqueEmail('sandbox-analytics'));
    await billingKit(t).startTrial(session);
    const connections = connectionsKit(t);
    await sandboxBrowser(t, connections).connect(session);
    await db.delete(platformCalls).where(eq(platformCalls.userId, session.user.id));
    await db.delete(accountSnapshots).where(eq(accountSnapshots.userId, session.user.id));
    const identity = (await connections.connectionOf(session))!;

    // A post that mentions the account (so the API may answer it), and an approved reply to it.
    const authorId = await insertTestAccount(db, newHandle());
    const minutesAgo = Math.ceil((T0.getTime() - Date.now()) / 60_000) + 30;
    const text = `@${identity.username} which onboarding checklist do you trust for a small SaaS team?`;
    const postId = await insertTestPost(db, { authorId, text, minutesAgo, baseLikes: 400 });
    const row = await insertReply(db, session.user.id, {
      postId,
      post: testOriginalMessage({ id: postId, text }),
      postAuthorId: authorId,
      status: 'scheduled',
      delivery: 'api',
      finalText: 'For a small SaaS team the onboarding checklist that works is the one you trim every month.',
      reviewedAt: new Date(Date.now() - 120_000),
      scheduledAt: new Date(Date.now() - 60_000),
    });
    expect(await publishDue(t.services, new Date())).toContainEqual({ id: row.id, outcome: 'published' });

    // An hour and a half later on the network's clock, the first reading is due.
    const later = new Date(Date.now() + 90 * 60_000);
    clock.now = later;
    expect(await readReplyOutcomes(t.services, later)).toBeGreaterThanOrEqual(1);

    // What the network itself says about the reply at that moment (read without metering).
    const credentials = (await getConnectionCredentials(db, t.services.cipher, session.user.id, 'twitter'))!;
    const [published] = await db.select().from(replies).where(eq(replies.id, row.id));
    const { found } = await sandbox.getReplyOutcomes(credentials, [
      {
        postId: published!.publishedPostId!,
        inReplyTo: { postId, authorId, authorUsername: 'someone' },
      },
    ]);
    const truth = found[0]!;

    const res = await t.request('/api/analytics/summary?range=7d', { headers: bearer(session) });
    expect(res.status).toBe(200);
    const summary = ZAnalyticsSummary.parse(await res.json());
    const engagements = truth.likes + truth.replies + truth.reposts + truth.quotes;
    expect(summary.funnel.published).toBe(1);
    expect(summary.engagement).toEqual({
      likes: truth.likes,
      replies: truth.replies,
      reposts: truth.reposts,
      quotes: truth.quotes,
      impressions: truth.impressions ?? 0,
      author_replies: truth.authorReplied ? 1 : 0,
      author_likes: truth.authorLiked ? 1 : 0,
      engagement_rate: truth.impressions
        ? Math.round((engagements / truth.impressions) * 10_000) / 10_000
        : 0,
    });
    // A reply that fits a popular post is seen: the network gave it views within the hour and a half.
    expect(truth.impressions).toBeGreaterThan(0);
    // One reply posted ($0.015) and one own post read ($0.001), at X's prices: all of it simulated.
    expect(summary.costs).toEqual({
      platform_usd: 0.016,
      platform_simulated_usd: 0.016,
      model_usd: 0,
      reply_model_usd: 0,
      per_published_reply_usd: 0.016,
      model_input_tokens: 0,
      model_cached_input_tokens: 0,
    });
  });
});
