import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TDb } from '../../db/client';
import { monitorKeywords } from '../../db/schema/audience';
import { coreUsers } from '../../db/schema/core-users';
import { monitorCursors } from '../../db/schema/monitoring';
import { createUser } from '#test/kits/llm';
import { openTestDatabase, type TTestDatabase } from '#test/test-database';
import { CORE_USERS_PER_RUN, KEYWORDS_PER_RUN } from './monitor-limits';
import { planSources } from './plan-sources';

let testDb: TTestDatabase;
let db: TDb;
beforeAll(async () => {
  testDb = await openTestDatabase(process.env.DATABASE_URL?.trim() || undefined);
  db = testDb.database.db;
});
afterAll(async () => {
  await testDb?.drop();
});

const T0 = Date.parse('2026-06-01T00:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

async function seed(userId: string, people: number, keywords: number) {
  await createUser(db, userId);
  for (let i = 0; i < people; i++) {
    await db.insert(coreUsers).values({
      userId,
      username: `person${i}`,
      usernameKey: `person${i}`,
      externalUserId: `${1000 + i}`,
      displayName: `Person ${i}`,
      createdAt: at(i),
    });
  }
  // Telegram names and names never resolved on X have no timeline to read.
  await db.insert(coreUsers).values([
    {
      userId,
      platform: 'telegram',
      username: 'tg',
      usernameKey: 'tg',
      externalUserId: '77',
      displayName: 'T',
      createdAt: at(-6),
    },
    {
      userId,
      username: 'ghost',
      usernameKey: 'ghost',
      externalUserId: null,
      displayName: 'G',
      createdAt: at(-5),
    },
  ]);
  const words = Array.from({ length: keywords }, (_, i) => `topic${i}`);
  for (const [i, keyword] of words.entries()) {
    await db.insert(monitorKeywords).values({ userId, keyword, createdAt: at(i) });
  }
  return words;
}

describe('planSources', () => {
  test('core users first, then keywords, each bounded; never-checked before least recently checked', async () => {
    const words = await seed('plan-ada', CORE_USERS_PER_RUN + 3, KEYWORDS_PER_RUN + 2);
    // person0..2 and topic0..1 were checked in an earlier run; person1 longest ago.
    await db.insert(monitorCursors).values([
      { userId: 'plan-ada', sourceKey: 'user:1000', sinceId: '500', checkedAt: at(100) },
      { userId: 'plan-ada', sourceKey: 'user:1001', sinceId: '400', checkedAt: at(50) },
      { userId: 'plan-ada', sourceKey: 'user:1002', sinceId: null, checkedAt: at(100) },
      { userId: 'plan-ada', sourceKey: 'keyword:topic0', sinceId: '900', checkedAt: at(100) },
      { userId: 'plan-ada', sourceKey: 'keyword:topic1', sinceId: '800', checkedAt: at(100) },
      // Another user's cursor for the same source is not this user's.
      { userId: await createUser(db, 'plan-ben'), sourceKey: 'user:1003', sinceId: '1', checkedAt: at(1) },
    ]);

    const sources = await planSources(db, 'plan-ada', words, ['twitter']);
    const people = sources.filter((s) => s.kind === 'core_user');
    const searches = sources.filter((s) => s.kind === 'keyword');
    expect(sources.slice(0, people.length)).toEqual(people);
    // Never checked (person3..14, in the order they were added) fill the run's share.
    expect(people.map((s) => s.value)).toEqual(
      Array.from({ length: CORE_USERS_PER_RUN }, (_, i) => `person${i + 3}`),
    );
    expect(people[0]).toMatchObject({ key: 'user:1003', sinceId: null, externalId: '1003' });
    expect(searches.map((s) => s.value)).toEqual(
      [...words.slice(2), 'topic0', 'topic1'].slice(0, KEYWORDS_PER_RUN),
    );
    expect(searches.every((s) => s.externalId === null && s.key === `keyword:${s.value}`)).toBe(true);
  });

  test('once everyone was checked, the least recently checked come first, with their cursors', async () => {
    const words = await seed('plan-cy', 4, 3);
    await db.insert(monitorCursors).values([
      { userId: 'plan-cy', sourceKey: 'user:1000', sinceId: '10', checkedAt: at(30) },
      { userId: 'plan-cy', sourceKey: 'user:1001', sinceId: '11', checkedAt: at(10) },
      { userId: 'plan-cy', sourceKey: 'user:1002', sinceId: '12', checkedAt: at(40) },
      { userId: 'plan-cy', sourceKey: 'user:1003', sinceId: '13', checkedAt: at(20) },
      { userId: 'plan-cy', sourceKey: 'keyword:topic0', sinceId: '20', checkedAt: at(5) },
      { userId: 'plan-cy', sourceKey: 'keyword:topic1', sinceId: '21', checkedAt: at(1) },
      { userId: 'plan-cy', sourceKey: 'keyword:topic2', sinceId: null, checkedAt: at(9) },
    ]);
    const sources = await planSources(db, 'plan-cy', words, ['twitter']);
    expect(sources.map((s) => [s.value, s.sinceId])).toEqual([
      ['person1', '11'],
      ['person3', '13'],
      ['person0', '10'],
      ['person2', '12'],
      ['topic1', '21'],
      ['topic0', '20'],
      ['topic2', null],
    ]);
  });

  test('per platform: core users on their own network, every keyword on each, cursors kept apart', async () => {
    const words = await seed('plan-dot', 2, 2);
    await db.insert(coreUsers).values([
      {
        userId: 'plan-dot',
        platform: 'bluesky',
        username: 'alice.bsky.social',
        usernameKey: 'alice.bsky.social',
        externalUserId: 'did:plc:alice',
        displayName: 'Alice',
        createdAt: at(0),
      },
      {
        userId: 'plan-dot',
        platform: 'bluesky',
        username: 'bob.example.com',
        usernameKey: 'bob.example.com',
        externalUserId: 'did:plc:bob',
        displayName: 'Bob',
        createdAt: at(1),
      },
    ]);
    await db.insert(monitorCursors).values([
      { userId: 'plan-dot', sourceKey: 'keyword:topic0', sinceId: '900', checkedAt: at(100) },
      {
        userId: 'plan-dot',
        sourceKey: 'bluesky:keyword:topic1',
        sinceId: '2026-06-01T00:10:00.000Z',
        checkedAt: at(100),
      },
      {
        userId: 'plan-dot',
        sourceKey: 'bluesky:user:did:plc:alice',
        sinceId: '2026-06-01T00:05:00.000Z',
        checkedAt: at(100),
      },
    ]);

    const sources = await planSources(db, 'plan-dot', words, ['twitter', 'bluesky']);
    expect(sources.map((s) => [s.platform, s.kind, s.key, s.sinceId])).toEqual([
      // Timelines first, the platforms taking turns; Bob was never read, so he comes before Alice.
      ['twitter', 'core_user', 'user:1000', null],
      ['bluesky', 'core_user', 'bluesky:user:did:plc:bob', null],
      ['twitter', 'core_user', 'user:1001', null],
      ['bluesky', 'core_user', 'bluesky:user:did:plc:alice', '2026-06-01T00:05:00.000Z'],
      // Each platform searches every keyword from its own cursor: X's topic0 cursor is not Bluesky's.
      ['twitter', 'keyword', 'keyword:topic1', null],
      ['bluesky', 'keyword', 'bluesky:keyword:topic0', null],
      ['twitter', 'keyword', 'keyword:topic0', '900'],
      ['bluesky', 'keyword', 'bluesky:keyword:topic1', '2026-06-01T00:10:00.000Z'],
    ]);
    expect(sources.find((s) => s.value === 'alice.bsky.social')?.externalId).toBe('did:plc:alice');

    // A user with only Bluesky: X's core users and cursors are not planned at all.
    const only = await planSources(db, 'plan-dot', words, ['bluesky']);
    expect(only.every((s) => s.platform === 'bluesky' && s.key.startsWith('bluesky:'))).toBe(true);
    expect(only.map((s) => s.value)).toEqual(['bob.example.com', 'alice.bsky.social', 'topic0', 'topic1']);
  });
});
