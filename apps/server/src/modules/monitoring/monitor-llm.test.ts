import { describe, expect, test } from 'vitest';
import { complaints } from '../../db/schema/replies';
import { llmErrorDetail } from '../../integrations/llm/errors';
import { allowConsoleError } from '#test/console-error';
import type { TFakeReply } from '#test/fakes/model-server';
import { answer, lastUserMessage, systemOf } from '#test/kits/llm';
import { storeAudienceSummary } from '#test/kits/audience';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { insertReply, testOriginalMessage } from '#test/kits/replies';
import { monitoringKit, uniqueWord } from '#test/kits/monitoring';

const { fake, t } = useAppWithCompatibleModel();
const kit = monitoringKit(t);

type TVerdict = { id: string; qualified: boolean; score: number; reason: string };
const verdicts = (...results: TVerdict[]): TFakeReply =>
  answer(JSON.stringify({ results: results.map((r) => ({ ...r, matched_rule: null })) }));
/** A batch's drafts: [post id, reply] or [post id, null, why not], in the batch's order. */
const drafts = (...entries: [string, string | null, string?][]): TFakeReply =>
  answer(
    JSON.stringify({
      drafts: entries.map(([id, text, why]) => ({ id, text, skip_reason: why ?? null })),
    }),
  );

/** A connected user whose keyword finds `texts`, oldest first. */
async function userFinding(label: string, texts: string[]) {
  const { session } = await kit.connectedUser(label);
  const word = uniqueWord();
  await kit.addKeyword(session, word);
  const author = await kit.account(`${label}${word}`.slice(0, 15));
  const ids: string[] = [];
  for (const [i, text] of texts.entries()) {
    ids.push(await kit.post({ authorId: author, text: text.replace('WORD', word), minutesAgo: 30 - i }));
  }
  return { session, word, ids };
}

describe('monitoring with a language model', () => {
  test("the qualifier reads the user's complaints; the model's draft becomes the suggested response", async () => {
    const { session, ids } = await userFinding('ada', ['how do you all use WORD?', 'WORD is fine I guess']);
    const [asked, meh] = ids as [string, string];
    const earlier = await insertReply(t.database.db, session.user.id, {
      post: testOriginalMessage({ text: 'Retweet this crypto giveaway to win a prize' }),
    });
    await t.database.db.insert(complaints).values({
      userId: session.user.id,
      replyId: earlier.id,
      complaint: 'Never show me giveaways',
    });
    const audience = 'Freelance designers who invoice clients every month.';
    await storeAudienceSummary(t.database.db, session.user.id, audience);
    const reply = 'We moved to it last month; the export alone saved us hours';
    fake.reply(
      verdicts(
        { id: asked, qualified: true, score: 82, reason: 'Asks how people use it.' },
        { id: meh, qualified: false, score: 20, reason: 'Nothing to add.' },
      ),
      drafts([asked, reply]),
    );

    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_found: 2,
      posts_qualified: 1,
      drafts_created: 1,
    });
    expect(fake.requests).toHaveLength(2);
    const qualifyPrompt = lastUserMessage(fake.requests[0]!.body);
    expect(qualifyPrompt).toContain('Retweet this crypto giveaway to win a prize');
    expect(qualifyPrompt).toContain('Never show me giveaways');
    expect(lastUserMessage(fake.requests[1]!.body)).toContain('how do you all use');
    // Whom they want to reach is part of the drafter's stable brief.
    expect(systemOf(fake.requests[1]!.body)).toContain(
      `## Who they want to reach\n${JSON.stringify(audience)}`,
    );
    // Why the post was picked travels with it to the drafter: the search and the qualifier's reason.
    expect(lastUserMessage(fake.requests[1]!.body)).toMatch(
      /why it was picked: found by their keyword search ".+"; judged relevant because: "Asks how people use it\."/,
    );

    const rows = await kit.repliesOf(session);
    const fresh = rows.find((r) => r.postId === asked);
    expect(fresh).toMatchObject({
      suggestedResponse: reply,
      originalDraft: reply,
      score: 82,
      reason: 'Asks how people use it.',
      matchedRule: null,
    });
    expect(rows.some((r) => r.postId === meh)).toBe(false);
  });

  test('posts are drafted five to a call; a model failure every call would meet fails the run with its detail, and batches already drafted stay', async () => {
    const texts = Array.from({ length: 6 }, (_, i) => `which WORD plan do you use? (${i})`);
    const { session, ids } = await userFinding('ben', texts);
    const all = (score: number) =>
      verdicts(...ids.map((id, i) => ({ id, qualified: true, score: score - i, reason: 'Asks.' })));
    // Replies that open each their own way: a shared opening would be sent back by the voice guard.
    const written = [
      'We pay monthly, it is fine for two seats',
      'Yearly here, the discount covers a month',
      'Started on the free plan and never left',
      'Team plan, mostly for the shared inbox',
      'None yet, still comparing the trials',
    ];
    allowConsoleError(); // A refused key is logged as the operator's error.
    // The key refused: the next batch would meet it too (a 429 or 5xx only skips its batch:
    // monitor-failure-table.test.ts).
    fake.reply(all(90), drafts(...ids.slice(0, 5).map((id, i): [string, string] => [id, written[i]!])), {
      type: 'error',
      status: 401,
      message: 'Incorrect API key provided.',
    });
    expect(await kit.monitor(session)).toMatchObject({
      status: 'FAILED',
      is_complete: true,
      error_message: llmErrorDetail('misconfigured', 'draft-replies'),
      posts_qualified: 6,
      drafts_created: 5,
    });
    // One call judged the six, one drafted the first five (each post in it, best first).
    expect(fake.requests).toHaveLength(3);
    const batchPrompt = lastUserMessage(fake.requests[1]!.body);
    for (const i of [0, 1, 2, 3, 4]) expect(batchPrompt).toContain(`plan do you use? (${i})`);
    expect(batchPrompt).not.toContain('(5)');
    const stack = await kit.repliesOf(session);
    expect(stack.map((r) => r.postId)).toEqual(ids.slice(0, 5));
    expect(stack.map((r) => r.suggestedResponse)).toEqual(written);
    // The failed run saved no cursor: the next one reads the same posts and drafts the rest.
    expect(await kit.cursorsOf(session)).toEqual([]);
    fake.reply(all(80), drafts([ids[5]!, 'Not yet']));
    await kit.ageRuns(session);
    expect(await kit.monitor(session)).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual(ids);
  });

  test('a model failure while qualifying fails the run before any draft', async () => {
    const { session } = await userFinding('cy', ['what do you think of WORD?']);
    fake.reply({ type: 'error', status: 500, message: 'boom' });
    expect(await kit.monitor(session)).toMatchObject({
      status: 'FAILED',
      error_message: llmErrorDetail('unavailable', 'qualify-posts', { status: 500 }),
      drafts_created: 0,
    });
    expect(await kit.repliesOf(session)).toEqual([]);
  });

  test('a post the model declines to answer is skipped; the others are drafted', async () => {
    const { session, ids } = await userFinding('dee', ['is WORD any good?', 'who uses WORD for invoices?']);
    const [first, second] = ids as [string, string];
    fake.reply(
      verdicts(
        { id: first, qualified: true, score: 95, reason: 'Question.' },
        { id: second, qualified: true, score: 75, reason: 'Question.' },
      ),
      drafts([first, null, 'Only a generic reply would fit.'], [second, 'We do, it handles VAT fine']),
    );
    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_qualified: 2,
      drafts_created: 1,
    });
    expect((await kit.repliesOf(session)).map((r) => r.postId)).toEqual([second]);
  });

  test('a batch the model refuses as a whole is asked again post by post, each through the guard: only the refused post is skipped', async () => {
    const { session, ids } = await userFinding('eve', ['is WORD any good?', 'who uses WORD for invoices?']);
    const [first, second] = ids as [string, string];
    fake.reply(
      verdicts(
        { id: first, qualified: true, score: 95, reason: 'Question.' },
        { id: second, qualified: true, score: 75, reason: 'Question.' },
      ),
      { type: 'refusal', text: 'I cannot help with that.' },
      { type: 'refusal', text: 'I cannot help with that.' },
      // Post by post, each is a batch of one, held to the same guard as any draft.
      drafts([second, 'We do, it handles VAT fine']),
    );
    expect(await kit.monitor(session)).toMatchObject({
      status: 'COMPLETED',
      posts_qualified: 2,
      drafts_created: 1,
    });
    expect(fake.requests).toHaveLength(4);
    expect(lastUserMessage(fake.requests[3]!.body)).toContain('invoices');
    expect(lastUserMessage(fake.requests[3]!.body)).not.toContain('any good');
    const stack = await kit.repliesOf(session);
    expect(stack.map((r) => [r.postId, r.suggestedResponse])).toEqual([
      [second, 'We do, it handles VAT fine'],
    ]);
  });
});
