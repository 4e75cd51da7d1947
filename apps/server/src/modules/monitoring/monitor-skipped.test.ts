import { describe, expect, test } from 'vitest';
import type { TFakeReply } from '#test/fakes/model-server';
import { answer, lastUserMessage } from '#test/kits/llm';
import { useAppWithCompatibleModel } from '#test/kits/compatible-model-app';
import { allQualified, monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { SKIP_REASON } from './draft-replies';

const { fake, t } = useAppWithCompatibleModel();
const kit = monitoringKit(t);

const verdicts = (ids: string[]) => allQualified(ids);
const drafts = (...entries: [string, string | null, string?][]): TFakeReply =>
  answer(
    JSON.stringify({ drafts: entries.map(([id, text, why]) => ({ id, text, skip_reason: why ?? null })) }),
  );
/** What an OpenAI-compatible server answers when the prompt is longer than the model's context. */
const TOO_LONG: TFakeReply = {
  type: 'error',
  status: 400,
  message: "This model's maximum context length is 8192 tokens. However, you requested 9120 tokens.",
};

/** A connected user whose keyword finds `texts` (WORD replaced), by one author, oldest first. */
async function userFinding(label: string, texts: string[]) {
  const { session } = await kit.connectedUser(label);
  const word = uniqueWord();
  await kit.addKeyword(session, word);
  const username = `${label}${word}`.slice(0, 15);
  const author = await kit.account(username);
  const ids: string[] = [];
  for (const [i, text] of texts.entries()) {
    ids.push(await kit.post({ authorId: author, text: text.replace('WORD', word), minutesAgo: 30 - i }));
  }
  return { session, word, ids, username };
}

describe('posts a run drafted nothing for', () => {
  test('are listed with the run: author, the start of the text, and why', async () => {
    const long = `is WORD any good? ${'We tried it for the whole quarter and kept notes on every step. '.repeat(4)}`;
    const { session, ids, username, word } = await userFinding('sky', [long, 'who uses WORD for invoices?']);
    const [first, second] = ids as [string, string];
    fake.reply(
      verdicts([first, second]),
      drafts([first, null, 'Only a generic reply would fit.'], [second, 'We do, it handles VAT fine']),
    );
    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', posts_qualified: 2, drafts_created: 1 });
    expect(status.skipped).toEqual([
      {
        post_id: first,
        author_username: username,
        text: expect.stringMatching(new RegExp(`^is ${word} any good\\? We tried it`)) as string,
        reason: 'Only a generic reply would fit.',
      },
    ]);
    expect(status.skipped[0]!.text.length).toBeLessThanOrEqual(140);
    expect(status.skipped[0]!.text.endsWith('…')).toBe(true);
  });

  test('a batch longer than the context is drafted in halves; a single post that still overflows is skipped', async () => {
    const { session, ids } = await userFinding('tam', [
      'is WORD any good?',
      'who uses WORD for invoices?',
      'WORD pricing went up again',
    ]);
    const [a, b, c] = ids as [string, string, string];
    fake.reply(
      verdicts([a, b, c]),
      TOO_LONG, // a, b, c
      TOO_LONG, // a, b
      drafts([a, 'It is, once the import is set up']), // a
      TOO_LONG, // b
      drafts([c, 'Ours too, we pay yearly now']), // c
    );
    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', posts_qualified: 3, drafts_created: 2 });
    expect(status.skipped).toEqual([expect.objectContaining({ post_id: b, reason: SKIP_REASON.tooLong })]);
    expect(fake.requests).toHaveLength(6);
    const asked = fake.requests.slice(1).map((r) => lastUserMessage(r.body));
    expect(asked.map((p) => ['any good', 'invoices', 'pricing'].filter((w) => p.includes(w)))).toEqual([
      ['any good', 'invoices', 'pricing'],
      ['any good', 'invoices'],
      ['any good'],
      ['invoices'],
      ['pricing'],
    ]);
    // The later half is told what the earlier one drafted, so it does not echo it.
    expect(asked[4]).toContain('It is, once the import is set up');
    const stack = await kit.repliesOf(session);
    expect(stack.map((r) => r.postId)).toEqual([a, c]);
  });

  test('a post refused on its own is listed as declined', async () => {
    const { session, ids } = await userFinding('uma', ['is WORD any good?', 'who uses WORD for invoices?']);
    const [first, second] = ids as [string, string];
    fake.reply(
      verdicts([first, second]),
      { type: 'refusal', text: 'I cannot help with that.' },
      { type: 'refusal', text: 'I cannot help with that.' },
      drafts([second, 'We do, it handles VAT fine']),
    );
    const status = await kit.monitor(session);
    expect(status).toMatchObject({ status: 'COMPLETED', drafts_created: 1 });
    expect(status.skipped).toEqual([
      expect.objectContaining({ post_id: first, reason: SKIP_REASON.declined }),
    ]);
  });
});
