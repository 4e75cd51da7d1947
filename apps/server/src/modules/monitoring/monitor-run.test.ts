import { describe, expect, test } from 'vitest';
import { ZOriginalMessage } from '@gatling/shared/api/replies';
import { bearer, useTestApp } from '#test/harness';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { keywordQuery } from '../../integrations/platform/x/keyword-query';

const t = useTestApp();
const kit = monitoringKit(t);

describe('a monitoring run', () => {
  test('reads keywords and core users, qualifies, drafts, and completes with its counts', async () => {
    const { session: ada, handle, identityId } = await kit.connectedUser('ada');
    const word = uniqueWord();
    await kit.addKeyword(ada, word);
    await kit.addKeyword(ada, `${word}off`, false);
    const rule = 'Questions about onboarding emails';
    const rules = await t.post('/api/qualification-rules', [{ trigger_prompt: rule }], bearer(ada));
    expect(rules.status, await rules.clone().text()).toBe(201);

    const alice = await kit.account(`alice${word}`.slice(0, 15));
    const bob = await kit.account(`bob${word}`.slice(0, 15));
    const carol = await kit.account(`carol${word}`.slice(0, 15));
    await kit.addCoreUser(ada, `carol${word}`.slice(0, 15));

    const asked = await kit.post({
      authorId: alice,
      text: `@${handle} has anyone tried ${word} for onboarding emails?`,
      minutesAgo: 30,
    });
    const plain = await kit.post({ authorId: alice, text: `${word} release notes are out.`, minutesAgo: 25 });
    await kit.post({
      authorId: alice,
      text: `the ${word} thing again?`,
      inReplyToPostId: plain,
      minutesAgo: 22,
    });
    await kit.post({ authorId: identityId, text: `what do you all think of ${word}?`, minutesAgo: 21 });
    await kit.post({ authorId: alice, text: `old ${word} question?`, minutesAgo: 5 * 24 * 60 });
    const quote = await kit.post({
      authorId: bob,
      text: `Same question about ${word} here, anyone?`,
      tweetType: 'QUOTE',
      referencedPostId: asked,
      minutesAgo: 15,
    });
    const shipping = await kit.post({
      authorId: carol,
      text: 'Shipping day. Tired but happy.',
      minutesAgo: 10,
    });
    await kit.post({
      authorId: carol,
      text: `RT: ${word} release notes are out.`,
      tweetType: 'RETWEET',
      referencedPostId: plain,
      minutesAgo: 9,
    });
    await kit.post({ authorId: carol, text: 'agreed, it was', inReplyToPostId: plain, minutesAgo: 8 });

    const runId = await kit.trigger(ada);
    expect(await kit.status(ada, runId)).toMatchObject({ status: 'QUEUED', progress: 0, is_complete: false });
    expect(await kit.work()).toBe(1);

    const done = await kit.status(ada, runId);
    expect(done).toMatchObject({
      monitor_run_id: runId,
      status: 'COMPLETED',
      progress: 100,
      is_complete: true,
      error_message: null,
      // Search: asked, plain, own, old, quote (replies and retweets are not asked for). Carol: 3.
      posts_found: 8,
      posts_qualified: 3,
      drafts_created: 3,
    });
    expect(done.finished_at).not.toBeNull();

    const rows = await kit.repliesOf(ada);
    expect(rows.map((r) => r.postId).sort()).toEqual([asked, quote, shipping].sort());
    for (const row of rows) {
      ZOriginalMessage.strict().parse(row.post);
      expect(row).toMatchObject({ status: 'pending', platform: 'twitter', monitorRunId: runId });
      expect(row.suggestedResponse.length).toBeGreaterThan(0);
      expect(row.originalDraft).toBe(row.suggestedResponse);
      expect(row.reason).toBeTruthy();
    }
    const byId = new Map(rows.map((r) => [r.postId, r]));
    expect(byId.get(asked)).toMatchObject({
      postAuthorId: alice,
      sourceKind: 'keyword',
      sourceValue: word,
      matchedRule: rule,
      // The post mentions the user: X lets the API reply there.
      delivery: 'api',
    });
    expect(byId.get(asked)!.score).toBeGreaterThanOrEqual(60);
    expect(byId.get(asked)!.post).toMatchObject({
      id: asked,
      tweet_type: 'SINGLE',
      original_tweet: null,
      author: { username: `alice${word}`.slice(0, 15) },
      url: `${t.config.publicUrl}/sandbox/${`alice${word}`.slice(0, 15)}/status/${asked}`,
    });
    expect(byId.get(quote)).toMatchObject({ sourceKind: 'keyword', delivery: 'intent', postAuthorId: bob });
    expect(byId.get(quote)!.post).toMatchObject({
      tweet_type: 'QUOTE',
      original_tweet: { id: asked, author: { username: `alice${word}`.slice(0, 15) } },
    });
    // A core user's post is drafted for whatever its topic.
    expect(byId.get(shipping)).toMatchObject({
      sourceKind: 'core_user',
      sourceValue: `carol${word}`.slice(0, 15),
      delivery: 'intent',
    });
    expect(byId.get(shipping)!.reason).toContain('is one of your core users');

    const cursors = new Map((await kit.cursorsOf(ada)).map((c) => [c.sourceKey, c.sinceId]));
    expect(cursors.get(`keyword:${word}`)).toBe(quote);
    expect(cursors.get(`user:${carol}`)).not.toBeNull();
    expect(cursors.has(`keyword:${word}off`)).toBe(false);
  });

  test('a second run reads only newer posts and never drafts a post twice', async () => {
    const { session: ben } = await kit.connectedUser('ben');
    const word = uniqueWord();
    await kit.addKeyword(ben, word);
    const dan = await kit.account(`dan${word}`.slice(0, 15));
    await kit.post({ authorId: dan, text: `who here uses ${word} at work?`, minutesAgo: 40 });

    expect(await kit.monitor(ben)).toMatchObject({ status: 'COMPLETED', posts_found: 1, drafts_created: 1 });
    const [cursor] = await kit.cursorsOf(ben);

    await kit.ageRuns(ben);
    expect(await kit.monitor(ben)).toMatchObject({ status: 'COMPLETED', posts_found: 0, drafts_created: 0 });
    expect((await kit.cursorsOf(ben))[0]?.sinceId).toBe(cursor?.sinceId);

    const newer = await kit.post({
      authorId: dan,
      text: `is ${word} worth it for a small team?`,
      minutesAgo: 1,
    });
    await kit.ageRuns(ben);
    expect(await kit.monitor(ben)).toMatchObject({ status: 'COMPLETED', posts_found: 1, drafts_created: 1 });
    expect((await kit.repliesOf(ben)).map((r) => r.postId)).toHaveLength(2);
    expect((await kit.cursorsOf(ben))[0]?.sinceId).toBe(newer);

    // Forgetting the cursor reads both posts again; both already have a reply.
    await t.database.exec(`delete from monitor_cursors where user_id = '${ben.user.id}'`);
    await kit.ageRuns(ben);
    expect(await kit.monitor(ben)).toMatchObject({ posts_found: 2, posts_qualified: 0, drafts_created: 0 });
    expect(await kit.repliesOf(ben)).toHaveLength(2);
  });

  test('a trigger answers the open run, and a run completed a moment ago', async () => {
    const { session: cy } = await kit.connectedUser('cy');
    const first = await kit.trigger(cy);
    expect(await kit.trigger(cy)).toBe(first);
    expect(await kit.runsOf(cy)).toHaveLength(1);
    await kit.work();
    // Nothing to monitor yet: the run completes empty rather than failing onboarding.
    expect(await kit.status(cy, first)).toMatchObject({
      status: 'COMPLETED',
      posts_found: 0,
      drafts_created: 0,
    });
    expect(await kit.trigger(cy)).toBe(first);
    await kit.ageRuns(cy);
    const second = await kit.trigger(cy);
    expect(second).not.toBe(first);
    expect((await kit.runRow(cy, second))?.trigger).toBe('manual');
  });

  test('a complaint keeps posts repeating the one complained about out of the drafts', async () => {
    const { session: dee } = await kit.connectedUser('dee');
    const word = uniqueWord();
    await kit.addKeyword(dee, word);
    const eve = await kit.account(`eve${word}`.slice(0, 15));
    const text = `giving away ${word} credits today, who wants some?`;
    const first = await kit.post({ authorId: eve, text, minutesAgo: 50 });
    await kit.monitor(dee);
    const [row] = await kit.repliesOf(dee);
    expect(row?.postId).toBe(first);
    await t.database.exec(
      `insert into complaints (user_id, reply_id, complaint) values ('${dee.user.id}', '${row!.id}', 'Giveaways are not my audience')`,
    );

    await kit.post({
      authorId: eve,
      text: `Giving away ${word} credits today! Who wants some?`,
      minutesAgo: 2,
    });
    const other = await kit.post({
      authorId: eve,
      text: `how do you price ${word} for teams?`,
      minutesAgo: 1,
    });
    await kit.ageRuns(dee);
    expect(await kit.monitor(dee)).toMatchObject({ posts_found: 2, posts_qualified: 1, drafts_created: 1 });
    expect((await kit.repliesOf(dee)).map((r) => r.postId)).toEqual([first, other]);
  });

  test('the search leaves retweets and replies out', () => {
    expect(keywordQuery('"cold email" OR outbound')).toBe('("cold email" OR outbound) -is:retweet -is:reply');
  });
});
