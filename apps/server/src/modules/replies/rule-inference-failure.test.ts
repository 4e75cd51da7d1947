import { describe, expect, test } from 'vitest';
import { ZEditSubmitAnswer } from '@gatling/shared/api/replies';
import { ZRulesAnswer } from '@gatling/shared/api/rules';
import { llmError } from '../../integrations/llm/errors';
import { memoryLogger } from '#test/kits/llm';
import type { LanguageService } from '../../integrations/llm/types';
import { useTestApp } from '#test/harness';
import { reviewKit } from '#test/kits/review';
import { submitEdit } from './submit-edit';

// A model server that does not answer: every language-model call fails (connection refused).
const t = useTestApp({
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'down-model',
  LLM_BASE_URL: 'http://127.0.0.1:9/v1',
  LLM_MAX_RETRIES: '0',
  LLM_TIMEOUT_MS: '2000',
});
const kit = reviewKit(t);

const EDITED = 'Keep it simple: Better Auth, and own the users table.';

describe('edit/submit with save_as_rule when the language model is down', () => {
  test('the edit is approved and learned; no rule, and the answer says so', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const res = await kit.call(ada, '/edit/submit', {
      reply_id: draft.id,
      original_text: draft.suggestedResponse,
      edited_text: EDITED,
      edit_type: 'professional',
      save_as_rule: true,
      dry_send: false,
    });
    const answer = ZEditSubmitAnswer.strict().parse(await kit.ok(res));
    expect(answer).toMatchObject({ status: 'scheduled', inferred_rule: null, rule_status: null });
    const row = await kit.rowOf(ada, draft.id);
    expect(row).toMatchObject({ status: 'scheduled', finalText: EDITED });
    expect(row.learnedAt).not.toBeNull();
    expect(await kit.examplesOf(ada)).toHaveLength(1);
    expect(ZRulesAnswer.parse(await kit.ok(await kit.get(ada, '/qualification-rules'))).rules).toEqual([]);
  });

  test('the failure is logged with the reply it concerns', async () => {
    const ada = await kit.newUser();
    const draft = await kit.draftFor(ada);
    const log = memoryLogger();
    const down: LanguageService = {
      kind: 'openai-compatible',
      model: 'down',
      run: (task) => Promise.reject(llmError('unavailable', task.name)),
      // eslint-disable-next-line require-yield
      async *streamChat() {
        throw llmError('unavailable', 'agent-chat');
      },
    };
    const answer = await submitEdit(
      {
        config: t.config,
        db: t.database.db,
        logger: log.logger,
        llm: down,
        jobs: t.services.jobs,
        platforms: t.services.platforms,
      },
      kit.userOf(ada),
      {
        reply_id: draft.id,
        original_text: '',
        edited_text: EDITED,
        edit_type: 'professional',
        save_as_rule: true,
        dry_send: false,
      },
    );
    expect(answer).toMatchObject({ status: 'scheduled', rule_status: null });
    const line = log.lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.reply_id === draft.id);
    expect(line).toMatchObject({
      level: 40,
      user_id: ada.user.id,
      msg: expect.stringMatching(/edit itself is kept/),
    });
  });
});
