import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { conversationItems } from '../../db/schema/conversations';
import { replies } from '../../db/schema/replies';
import { llmErrorDetail } from '../../integrations/llm/errors';
import type { TInboxEntry, TPlatformPostBase } from '../../integrations/platform/types';
import { allowConsoleError } from '#test/console-error';
import type { TFakeReply } from '#test/fakes/model-server';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { answer, lastUserMessage } from '#test/kits/llm';
import { monitoringKit } from '#test/kits/monitoring';
import { testPost, testPostBase } from '#test/kits/platform-posts';
import { openPlatformAccess } from '../connections/open-platform-access';
import { draftFollowUps, FOLLOW_UP_TEXT } from './draft-follow-ups';
import { DRAFT_ATTEMPTS_MAX } from './limits';
import { takeIn } from './take-in';

/** Follow-ups written by a model (an OpenAI-compatible server's wire fake), on the sandbox's X. */
const { fake, t } = useAppWithCompatibleModel();
const kit = monitoringKit(t);
const PERSON = { id: '8900', username: 'noor_ships', name: 'Noor', avatar_url: null };
const FIRST = { id: '8901', username: 'first_poster', name: 'First Poster', avatar_url: null };

async function userWithItems(label: string, entries: (me: TPlatformPostBase['author']) => TInboxEntry[]) {
  const { session, handle, identityId } = await kit.connectedUser(label);
  const userId = session.user.id;
  const access = await openPlatformAccess(t.services, userId, 'twitter');
  if (!access.ok) throw new Error('no access to the sandbox X');
  const me = { id: identityId, username: handle, name: `Tester ${label}`, avatar_url: null };
  await takeIn(
    t.database.db,
    { userId, platform: 'twitter', account: { userId: identityId, username: handle } },
    entries(me),
    new Date(),
  );
  return { userId, handle, access: { platform: 'twitter' as const, ...access } };
}

const itemsOf = (userId: string) =>
  t.database.db
    .select()
    .from(conversationItems)
    .where(eq(conversationItems.userId, userId))
    .orderBy(asc(conversationItems.postedAt));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** The batch's answer: per post shown (p1, p2, …) a reply, or null and why not. */
const drafts = (...entries: [string | null, string?][]): TFakeReply =>
  answer(
    JSON.stringify({
      drafts: entries.map(([text, why], i) => ({ id: `p${i + 1}`, text, skip_reason: why ?? null })),
    }),
  );

/** One answer to the user's reply, in a thread someone else started. */
const oneAnswer = (me: TPlatformPostBase['author']): TInboxEntry[] => [
  {
    kind: 'answer',
    post: testPost('9502', {
      author: PERSON,
      text: `@${me.username} did the yearly plan change your churn at all?`,
      created_at: minutesAgo(20),
      in_reply_to_id: '9501',
      conversation_id: '9500',
      mentions: [me.username.toLowerCase()],
      replied_to: testPostBase('9501', { author: me, text: 'We moved every customer to yearly billing.' }),
      thread_root: testPostBase('9500', {
        author: FIRST,
        text: 'Monthly or yearly billing for a small SaaS?',
      }),
    }),
  },
];

describe('drafting follow-ups with a model', () => {
  test('the thread is in the prompt as data, the draft becomes the follow-up, and a skip is nothing to add', async () => {
    const { userId, access } = await userWithItems('ivy', (me) => [
      ...oneAnswer(me),
      {
        kind: 'mention',
        post: testPost('9503', {
          author: PERSON,
          text: `thanks @${me.username}`,
          created_at: minutesAgo(10),
          mentions: [me.username.toLowerCase()],
        }),
      },
    ]);
    const reply = 'Churn dropped by about a third once yearly was the default';
    fake.reply(drafts([reply], [null, 'It only says thanks; a reply would add nothing.']));

    expect(await draftFollowUps(t.services, userId, access)).toEqual({
      drafted: 1,
      nothingToAdd: 1,
      quiet: 0,
      retried: 0,
    });
    expect(fake.requests).toHaveLength(1);
    const prompt = lastUserMessage(fake.requests[0]!.body);
    // The user's own reply, said to be theirs; the thread's first post; the answer itself.
    expect(prompt).toContain(
      `then they wrote: ${JSON.stringify('We moved every customer to yearly billing.')}\nand this post answers them. This is a conversation they are in`,
    );
    expect(prompt).toContain(
      `earlier in the conversation, oldest first:\n  "@first_poster": ${JSON.stringify('Monthly or yearly billing for a small SaaS?')}`,
    );
    expect(prompt).toContain('did the yearly plan change your churn at all?');
    // In the order it happened: the thread's first post, their reply, then the answer.
    expect(prompt.indexOf('earlier in the conversation')).toBeLessThan(prompt.indexOf('then they wrote'));
    expect(prompt.indexOf('then they wrote')).toBeLessThan(prompt.indexOf('did the yearly plan'));

    const [answered, thanked] = await itemsOf(userId);
    expect(answered).toMatchObject({ status: 'drafted', nothingToAdd: null, draftAttempts: 0 });
    expect(thanked).toMatchObject({
      status: 'nothing_to_add',
      nothingToAdd: 'It only says thanks; a reply would add nothing.',
    });
    const rows = await t.database.db.select().from(replies).where(eq(replies.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      conversationItemId: answered!.id,
      suggestedResponse: reply,
      originalDraft: reply,
      draftedBy: 'openai-compatible:llama3.1:8b',
      status: 'pending',
    });
  });

  test('a writer that cannot be reached costs an attempt each pass; the last leaves the item with what failed', async () => {
    const { userId, access } = await userWithItems('jon', oneAnswer);
    allowConsoleError(); // A refused key is logged as the operator's error.
    const refused: TFakeReply = { type: 'error', status: 401, message: 'Incorrect API key provided.' };
    // A busy server (a 5xx, no retries here) costs the post an attempt as well.
    fake.reply({ type: 'error', status: 503, message: 'overloaded' }, refused, refused);

    for (let attempt = 1; attempt < DRAFT_ATTEMPTS_MAX; attempt++) {
      expect(await draftFollowUps(t.services, userId, access)).toMatchObject({ retried: 1, nothingToAdd: 0 });
      expect((await itemsOf(userId))[0]).toMatchObject({ status: 'drafting', draftAttempts: attempt });
    }
    expect(await draftFollowUps(t.services, userId, access)).toMatchObject({ retried: 0, nothingToAdd: 1 });
    expect((await itemsOf(userId))[0]).toMatchObject({
      status: 'nothing_to_add',
      draftAttempts: DRAFT_ATTEMPTS_MAX,
      nothingToAdd: FOLLOW_UP_TEXT.unreachable(llmErrorDetail('misconfigured', 'draft-replies')),
    });
    expect(fake.requests).toHaveLength(DRAFT_ATTEMPTS_MAX);
    // Given up: the next pass asks nothing.
    await draftFollowUps(t.services, userId, access);
    expect(fake.requests).toHaveLength(DRAFT_ATTEMPTS_MAX);
    expect(await t.database.db.select().from(replies).where(eq(replies.userId, userId))).toEqual([]);
  });

  test('a model busy on every attempt leaves the item saying so, without promising a next run', async () => {
    const { userId, access } = await userWithItems('kim', oneAnswer);
    allowConsoleError();
    const busy: TFakeReply = { type: 'error', status: 503, message: 'overloaded' };
    fake.reply(busy, busy, busy);
    for (let attempt = 0; attempt < DRAFT_ATTEMPTS_MAX; attempt++)
      await draftFollowUps(t.services, userId, access);
    expect((await itemsOf(userId))[0]).toMatchObject({
      status: 'nothing_to_add',
      draftAttempts: DRAFT_ATTEMPTS_MAX,
      nothingToAdd: FOLLOW_UP_TEXT.failing,
    });
  });
});
