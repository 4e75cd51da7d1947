import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { llmCalls } from '../../db/schema/llm';
import type { TLogger } from '../../lib/logger';
import type { TLlmErrorKind } from './errors';
import type { TTaskName } from './types';

/** US dollars per million tokens (model-prices.ts, or LLM_INPUT/OUTPUT_USD_PER_MTOK). */
export type TPricing = { inputUsdPerMtok: number; outputUsdPerMtok: number };
export type TTokens = { inputTokens: number; outputTokens: number };

export function costUsd(tokens: TTokens, pricing: TPricing): number {
  return (
    (tokens.inputTokens * pricing.inputUsdPerMtok + tokens.outputTokens * pricing.outputUsdPerMtok) / 1e6
  );
}

export type TLlmCallRecord = TTokens & {
  userId: string | null;
  task: TTaskName;
  /** The kind of provider, or the name users know it by (openrouter, groq, ollama). */
  provider: string;
  model: string;
  durationMs: number;
  errorKind: TLlmErrorKind | null;
};

/**
 * One llm_calls row per task run or chat turn (a repair attempt adds its tokens to the same row).
 * Accounting never fails the call it accounts: a failed insert is logged and dropped.
 */
export async function recordLlmCall(
  deps: { db: TDb; logger: TLogger; pricing: TPricing },
  record: TLlmCallRecord,
): Promise<void> {
  try {
    await deps.db.insert(llmCalls).values({
      userId: record.userId,
      task: record.task,
      provider: record.provider,
      model: record.model,
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      costUsd: costUsd(record, deps.pricing).toFixed(6),
      durationMs: Math.round(record.durationMs),
      status: record.errorKind ? 'error' : 'ok',
      errorCode: record.errorKind,
    });
  } catch (err) {
    deps.logger.warn({ err, task: record.task }, 'could not record a language-model call');
  }
}

export type TUsageSummary = TTokens & {
  calls: number;
  failedCalls: number;
  costUsd: number;
  byTask: (TTokens & { task: string; calls: number; costUsd: number })[];
};

/** What one user's language-model calls since `since` used and cost, for billing and limits. */
export async function usageSummary(db: TDb, userId: string, since: Date): Promise<TUsageSummary> {
  const rows = await db
    .select({
      task: llmCalls.task,
      calls: count(),
      failedCalls: sql<number>`count(*) filter (where ${llmCalls.status} = 'error')`.mapWith(Number),
      inputTokens: sum(llmCalls.inputTokens).mapWith(Number),
      outputTokens: sum(llmCalls.outputTokens).mapWith(Number),
      costUsd: sum(llmCalls.costUsd).mapWith(Number),
    })
    .from(llmCalls)
    .where(and(eq(llmCalls.userId, userId), gte(llmCalls.createdAt, since)))
    .groupBy(llmCalls.task)
    .orderBy(llmCalls.task);
  const byTask = rows.map((r) => ({
    task: r.task,
    calls: r.calls,
    inputTokens: r.inputTokens,
    outputTokens: r.outputTokens,
    costUsd: roundUsd(r.costUsd),
  }));
  return {
    calls: rows.reduce((n, r) => n + r.calls, 0),
    failedCalls: rows.reduce((n, r) => n + r.failedCalls, 0),
    inputTokens: rows.reduce((n, r) => n + r.inputTokens, 0),
    outputTokens: rows.reduce((n, r) => n + r.outputTokens, 0),
    costUsd: roundUsd(rows.reduce((n, r) => n + r.costUsd, 0)),
    byTask,
  };
}

/** The column keeps six decimals; sums of floats are rounded back to them. */
function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
