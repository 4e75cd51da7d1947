import { describe, expect, test } from 'vitest';
import {
  answer,
  lastUserMessage,
  PROVIDER_KINDS,
  providerFixture,
  systemOf,
  useTestDatabase,
} from '#test/kits/llm';
import { buildDraftBatchPrompt, draftRepliesTask, type TDraftBatchInput } from './draft-replies';
import { HOSTILE_ORDER, HOSTILE_POST, KEYWORD_POST, REAL_BATCH } from '#test/kits/draft-batch';

const testDatabase = useTestDatabase();

/** The text with every JSON string literal taken out: what is left is the prompt's own words. */
const unquoted = (text: string) => text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');

const BATCH: TDraftBatchInput = {
  ...REAL_BATCH,
  items: [
    { post: KEYWORD_POST, thread: [], matched_rule: null },
    { post: HOSTILE_POST, thread: [], matched_rule: null },
  ],
};

describe.each(PROVIDER_KINDS)('a hostile post through the %s provider', (kind) => {
  const user = `hostile-${kind}`;
  const { fake, service } = providerFixture(kind, testDatabase, user);

  test('travels as data inside the user message; the task and the system prompt are untouched', async () => {
    fake.reply(
      answer(
        JSON.stringify({
          drafts: [
            { id: KEYWORD_POST.id, text: 'a $5 vps and pg_dump, honestly', skip_reason: null },
            { id: HOSTILE_POST.id, text: null, skip_reason: 'Only a generic reply would fit.' },
          ],
        }),
      ),
    );
    const before = fake.requests.length;
    const out = await service().run(draftRepliesTask, BATCH, { userId: user });
    const { body } = fake.requests[before]!;
    const { system, prompt } = buildDraftBatchPrompt(BATCH);

    expect(systemOf(body).startsWith(system)).toBe(true);
    expect(systemOf(body)).not.toContain(HOSTILE_ORDER);
    const sent = lastUserMessage(body);
    expect(sent).toContain(prompt);
    // On the wire the hostile words are inside the post's JSON string and nowhere else.
    expect(sent).toContain(JSON.stringify(HOSTILE_POST.text));
    for (const words of [HOSTILE_ORDER, '</post>', 'admin mode']) expect(unquoted(sent)).not.toContain(words);
    expect(out.drafts).toEqual([
      { id: KEYWORD_POST.id, text: 'a $5 vps and pg_dump, honestly', skip_reason: null },
      { id: HOSTILE_POST.id, text: null, skip_reason: 'Only a generic reply would fit.' },
    ]);
  });
});
