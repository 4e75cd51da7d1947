import { beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { graphemeLength } from '@gatling/shared/api/platforms';
import type { TSession } from '@gatling/shared/api/session';
import { coreUsers } from '../../db/schema/core-users';
import { profiles } from '../../db/schema/profiles';
import { platformConnections } from '../../db/schema/connections';
import type { TDraftBatchInput } from '../../drafting/tasks/draft-replies';
import type { TQualifyInput } from '../../drafting/types';
import { weightedLength } from '../../drafting/voice-guard/length';
import { startBlueskyFake } from '#test/fakes/bluesky/server';
import { bearer, uniqueEmail, useTestApp, openedForAll } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';
import { reconnectDetail } from './monitor-details';
import { queueScheduledRuns } from './schedule-runs';

/**
 * Monitoring on both networks: X is the sandbox network, Bluesky the wire fake reached through the
 * real Bluesky provider; the model is scripted (every post qualifies, each gets its own draft).
 */
const ME = {
  handle: 'monitor-me.bsky.social',
  password: 'monitor-account-password',
  appPasswords: ['moni-tor0-meap-pass'],
  displayName: 'Monitor Me',
};
const ALICE = {
  handle: 'alice.bsky.social',
  password: 'alice-account',
  appPasswords: ['alic-eapp-pass-word'],
};
const BOB = { handle: 'bob.example.com', password: 'bob-account', appPasswords: ['bobb-apps-pass-word'] };

const fake = openedForAll(() => startBlueskyFake({ accounts: [ME, ALICE, BOB] }));
const llm = scriptedLanguageService();
const t = useTestApp(() => ({ BLUESKY_SERVICE_URL: fake.url }), { llm: () => llm.service });
const kit = monitoringKit(t);

/** A post whose text carries this word gets a draft far over Bluesky's 300 characters. */
const LONG = 'longdraftplease';
const LINKS = Array.from({ length: 30 }, (_, i) => `https://example.com/notes/${1000 + i}`).join(' ');

beforeEach(() => {
  llm.reset();
  llm.answer('analyze-style', () => ({ style_prompt: 'Short and plain.' }));
  llm.answer('qualify-posts', (input: TQualifyInput) => ({
    results: input.posts.map((p) => ({
      id: p.id,
      qualified: true,
      score: 80,
      reason: 'Asks about the topic.',
      matched_rule: null,
    })),
  }));
  llm.answer('draft-replies', (input: TDraftBatchInput) => ({
    drafts: input.items.map((item, i) => ({
      id: item.post.id,
      text: item.post.text.includes(LONG)
        ? `We keep our notes public, start here. ${LINKS}`
        : `${['we', 'our team', 'honestly we'][i % 3]} switched last spring (${item.post.author.username})`,
      skip_reason: null,
    })),
  }));
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const rkeyOf = (uri: string) => uri.split('/').at(-1) ?? '';

async function connectBluesky(session: TSession) {
  const res = await t.post(
    '/api/auth/bluesky',
    { identifier: ME.handle, app_password: ME.appPasswords[0] },
    bearer(session),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

async function addBlueskyCoreUser(session: TSession, handle: string) {
  const res = await t.post('/api/core-users/add', { username: handle, platform: 'bluesky' }, bearer(session));
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The platforms of each model call that drafted. */
const draftCallPlatforms = () =>
  llm.calls
    .filter((c) => c.task === 'draft-replies')
    .map((c) => (c.input as TDraftBatchInput).platform?.id ?? 'twitter');

describe('a monitoring run on X and Bluesky', () => {
  test('reads both, and drafts each post on its own platform, with its own cursors', async () => {
    const { session } = await kit.connectedUser('ada');
    await connectBluesky(session);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const author = await kit.account(`xa${word}`.slice(0, 15));
    const onX = await kit.post({ authorId: author, text: `does anyone use ${word} daily?`, minutesAgo: 20 });
    const onBluesky = fake.addPost(ALICE.handle, {
      text: `anyone tried ${word} for invoices?`,
      createdAt: minutesAgo(10),
    });
    // The user's own Bluesky post matches too: never drafted for.
    const own = fake.addPost(ME.handle, { text: `my take on ${word}`, createdAt: minutesAgo(8) });
    await addBlueskyCoreUser(session, BOB.handle);
    const fromBob = fake.addPost(BOB.handle, {
      text: 'Shipped the billing page today.',
      createdAt: minutesAgo(5),
    });

    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', posts_found: 4, drafts_created: 3 });
    const rows = await kit.repliesOf(session);
    expect(rows.map((r) => [r.platform, r.postId]).sort()).toEqual(
      [
        ['twitter', onX],
        ['bluesky', onBluesky.uri],
        ['bluesky', fromBob.uri],
      ].sort(),
    );
    expect(rows.map((r) => r.postId)).not.toContain(own.uri);
    const alices = rows.find((r) => r.postId === onBluesky.uri);
    expect(alices).toMatchObject({ delivery: 'api', sourceKind: 'keyword', sourceValue: word });
    // By the DID: the link keeps working when the author changes handle.
    expect(alices?.post.url).toBe(
      `https://bsky.app/profile/${onBluesky.uri.split('/')[2]}/post/${rkeyOf(onBluesky.uri)}`,
    );
    expect(rows.find((r) => r.postId === fromBob.uri)).toMatchObject({
      sourceKind: 'core_user',
      sourceValue: BOB.handle,
    });

    // The stored keyword went through the provider's searchKeyword: Bluesky got it without X's operators.
    const searches = fake.received.filter((r) => r.nsid === 'app.bsky.feed.searchPosts');
    expect(searches.map((r) => r.params.q)).toContainEqual(word);
    expect(JSON.stringify(searches)).not.toContain('is:retweet');

    // Each model call drafts one platform's posts, with that platform's rules.
    expect(draftCallPlatforms().sort()).toEqual(['bluesky', 'twitter']);

    const [bob] = await t.database.db
      .select()
      .from(coreUsers)
      .where(and(eq(coreUsers.userId, session.user.id), eq(coreUsers.platform, 'bluesky')));
    expect(bob?.externalUserId).toMatch(/^did:/);
    const cursors = new Map((await kit.cursorsOf(session)).map((c) => [c.sourceKey, c.sinceId]));
    expect([...cursors.keys()].sort()).toEqual(
      [`keyword:${word}`, `bluesky:keyword:${word}`, `bluesky:user:${bob?.externalUserId}`].sort(),
    );
    expect(cursors.get(`keyword:${word}`)).toBe(onX);
    // Bluesky's cursor is the newest post's time: its ids do not sort by time.
    expect(Date.parse(cursors.get(`bluesky:keyword:${word}`) ?? '')).toBeGreaterThanOrEqual(
      Date.parse(minutesAgo(9)),
    );

    // The next run reads from the cursors, and finds nothing new on either network.
    await kit.ageRuns(session);
    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_found: 0,
      drafts_created: 0,
    });
  });

  test('a user with only Bluesky connected runs on Bluesky; a long draft fits its 300 characters', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('bea'));
    await connectBluesky(session);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const asked = fake.addPost(ALICE.handle, {
      text: `${word} or spreadsheets? ${LONG}`,
      createdAt: minutesAgo(3),
    });

    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    const [row] = await kit.repliesOf(session);
    expect(row).toMatchObject({ platform: 'bluesky', postId: asked.uri });
    const text = row?.suggestedResponse ?? '';
    expect(graphemeLength(text)).toBeLessThanOrEqual(300);
    expect(graphemeLength(text)).toBeGreaterThan(250);
    // On X the same draft would have been cut far shorter or kept longer: the rule was Bluesky's.
    expect(weightedLength(text)).not.toBe(graphemeLength(text));
    const input = llm.calls.find((c) => c.task === 'draft-replies')?.input as TDraftBatchInput;
    expect(input).toMatchObject({ username: ME.handle, platform: { id: 'bluesky' } });
    expect((await kit.cursorsOf(session)).map((c) => c.sourceKey)).toEqual([`bluesky:keyword:${word}`]);
  });

  test('Bluesky limiting its search: X and the Bluesky timelines still run', async () => {
    const { session } = await kit.connectedUser('cy');
    await connectBluesky(session);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const author = await kit.account(`xc${word}`.slice(0, 15));
    const onX = await kit.post({ authorId: author, text: `how do you price ${word}?`, minutesAgo: 15 });
    fake.addPost(ALICE.handle, { text: `is ${word} worth it?`, createdAt: minutesAgo(4) });
    fake.rateLimitNext('app.bsky.feed.searchPosts', 900);

    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await kit.repliesOf(session)).map((r) => [r.platform, r.postId])).toEqual([['twitter', onX]]);
    // The Bluesky keyword was not read: no cursor, so the next run reads it first.
    expect((await kit.cursorsOf(session)).map((c) => c.sourceKey)).toEqual([`keyword:${word}`]);
  });

  test('no connection at all: the run is refused with the not-connected detail', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('dan'));
    const res = await t.post('/api/monitor/trigger', {}, bearer(session));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toMatch(
      /^No X or Bluesky account is connected/,
    );
  });

  test('the schedule queues a user whose only connection is Bluesky, for a keyword or a Bluesky core user', async () => {
    const onboarded = async (label: string) => {
      const session = await t.signUpAndConfirm(uniqueEmail(label));
      await connectBluesky(session);
      await t.database.db
        .update(profiles)
        .set({ onboardingCompleted: true })
        .where(eq(profiles.userId, session.user.id));
      return session;
    };
    const coreUser = (session: TSession, platform: 'twitter' | 'bluesky') =>
      t.database.db.insert(coreUsers).values({
        userId: session.user.id,
        platform,
        username: 'carol.bsky.social',
        usernameKey: 'carol.bsky.social',
        externalUserId: platform === 'bluesky' ? 'did:plc:carol' : '4242',
        displayName: 'Carol',
      });
    const withKeyword = await onboarded('kim');
    await kit.addKeyword(withKeyword, uniqueWord());
    const withCoreUser = await onboarded('lee');
    await coreUser(withCoreUser, 'bluesky');
    // An X core user cannot be read without X: nothing to monitor.
    const xPersonOnly = await onboarded('max');
    await coreUser(xPersonOnly, 'twitter');

    expect(await queueScheduledRuns(t.services, new Date())).toBe(2);
    for (const session of [withKeyword, withCoreUser]) {
      expect((await kit.runsOf(session)).map((r) => r.trigger)).toEqual(['schedule']);
    }
    expect(await kit.runsOf(xPersonOnly)).toEqual([]);
    expect(await kit.work()).toBe(2);
    expect((await kit.runsOf(withKeyword)).map((r) => r.status)).toEqual(['COMPLETED']);
  });

  // Last: revoking the account ends every session of it, other tests' included.
  test('Bluesky revoked: the run still reads X, and the Bluesky connection asks to reconnect', async () => {
    const { session } = await kit.connectedUser('eve');
    await connectBluesky(session);
    const word = uniqueWord();
    await kit.addKeyword(session, word);
    const author = await kit.account(`xe${word}`.slice(0, 15));
    const onX = await kit.post({ authorId: author, text: `who else runs ${word}?`, minutesAgo: 15 });
    fake.revoke(ME.handle);

    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual([onX]);
    const [bluesky] = await t.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'bluesky')),
      );
    expect(bluesky?.status).toBe('reconnect_needed');

    // With X gone too, the next run fails saying which connection to repair.
    await t.database.db
      .delete(platformConnections)
      .where(
        and(eq(platformConnections.userId, session.user.id), eq(platformConnections.platform, 'twitter')),
      );
    const res = await t.post('/api/monitor/trigger', {}, bearer(session));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe(reconnectDetail('bluesky'));
  });
});
