import { describe, expect, test } from 'vitest';
import { llmCalls } from '../../db/schema/llm';
import { createUser, memoryLogger, useTestDatabase } from '#test/kits/llm';
import { costUsd, recordLlmCall, usageSummary } from './usage';

const testDatabase = useTestDatabase();

const pricing = { inputUsdPerMtok: 2.5, outputUsdPerMtok: 10 };
const NO_CACHE = { cachedInputTokens: 0, cacheWriteTokens: 0 };

describe('llm usage accounting', () => {
  test('cost is tokens times the configured price per million', () => {
    expect(costUsd({ inputTokens: 1_000_000, outputTokens: 0 }, pricing)).toBe(2.5);
    expect(costUsd({ inputTokens: 2000, outputTokens: 500 }, pricing)).toBeCloseTo(0.01, 10);
    expect(
      costUsd({ inputTokens: 2000, outputTokens: 500 }, { inputUsdPerMtok: 0, outputUsdPerMtok: 0 }),
    ).toBe(0);
  });

  test('sums one user since a date, per task, leaving other users and older calls out', async () => {
    const deps = { db: testDatabase().db, logger: memoryLogger().logger, pricing };
    const me = await createUser(testDatabase().db, 'usage-me');
    const other = await createUser(testDatabase().db, 'usage-other');
    const base = { provider: 'openai' as const, model: 'gpt-4o-mini', durationMs: 10, ownModel: false };
    await recordLlmCall(deps, {
      ...base,
      userId: me,
      task: 'draft-reply',
      inputTokens: 2000,
      outputTokens: 500,
      errorKind: null,
    });
    await recordLlmCall(deps, {
      ...base,
      userId: me,
      task: 'draft-reply',
      inputTokens: 1000,
      outputTokens: 0,
      errorKind: 'timeout',
    });
    await recordLlmCall(deps, {
      ...base,
      userId: me,
      task: 'qualify-posts',
      inputTokens: 4000,
      outputTokens: 1000,
      errorKind: null,
    });
    await recordLlmCall(deps, {
      ...base,
      userId: other,
      task: 'draft-reply',
      inputTokens: 9999,
      outputTokens: 9999,
      errorKind: null,
    });
    await recordLlmCall(deps, {
      ...base,
      userId: null,
      task: 'draft-reply',
      inputTokens: 9999,
      outputTokens: 9999,
      errorKind: null,
    });
    await testDatabase()
      .db.insert(llmCalls)
      .values({
        ...base,
        userId: me,
        task: 'rewrite',
        inputTokens: 7777,
        outputTokens: 7777,
        costUsd: '1',
        status: 'ok',
        createdAt: new Date(Date.now() - 40 * 24 * 3600_000),
      });

    const summary = await usageSummary(testDatabase().db, me, new Date(Date.now() - 30 * 24 * 3600_000));
    expect(summary).toEqual({
      calls: 3,
      failedCalls: 1,
      inputTokens: 7000,
      outputTokens: 1500,
      ...NO_CACHE,
      costUsd: 0.0325,
      byTask: [
        { task: 'draft-reply', calls: 2, inputTokens: 3000, outputTokens: 500, ...NO_CACHE, costUsd: 0.0125 },
        {
          task: 'qualify-posts',
          calls: 1,
          inputTokens: 4000,
          outputTokens: 1000,
          ...NO_CACHE,
          costUsd: 0.02,
        },
      ],
    });
    expect(await usageSummary(testDatabase().db, 'nobody', new Date(0))).toEqual({
      calls: 0,
      failedCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      ...NO_CACHE,
      costUsd: 0,
      byTask: [],
    });
  });

  test('a failed insert is logged, never thrown into the call it accounts', async () => {
    const log = memoryLogger();
    await expect(
      recordLlmCall(
        { db: testDatabase().db, logger: log.logger, pricing },
        {
          userId: 'no-such-user',
          task: 'rewrite',
          provider: 'anthropic',
          model: 'm',
          ownModel: false,
          inputTokens: 1,
          outputTokens: 1,
          durationMs: 1,
          errorKind: null,
        },
      ),
    ).resolves.toBeUndefined();
    expect(log.text()).toMatch(/could not record a language-model call/);
  });
});
