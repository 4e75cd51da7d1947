import type { LanguageModelUsage } from 'ai';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { llmCalls } from '../../db/schema/llm';
import type { TLogger } from '../../lib/logger';
import type { TLlmErrorKind } from './errors';
import type { TTaskName } from './types';

/**
 * US dollars per million tokens (model-prices.ts, or LLM_INPUT/OUTPUT_USD_PER_MTOK). Input read from
 * or written to the provider's prompt cache has its own rates; without them it costs the input rate.
 */
export type TPricing = {
  inputUsdPerMtok: number;
  outputUsdPerMtok: number;
  cachedInputUsdPerMtok?: number | undefined;
  cacheWriteUsdPerMtok?: number | undefined;
};

/**
 * Tokens of one call. `inputTokens` counts all input; of it, `cachedInputTokens` were read from the
 * provider's prompt cache and `cacheWriteTokens` written to it (both 0 where the provider says none).
 */
export type TTokens = {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens?: number | undefined;
  cacheWriteTokens?: number | undefined;
};

export function costUsd(tokens: TTokens, pricing: TPricing): number {
  const cached = tokens.cachedInputTokens ?? 0;
  const written = tokens.cacheWriteTokens ?? 0;
  const fresh = Math.max(0, tokens.inputTokens - cached - written);
  return (
    (fresh * pricing.inputUsdPerMtok +
      cached * (pricing.cachedInputUsdPerMtok ?? pricing.inputUsdPerMtok) +
      written * (pricing.cacheWriteUsdPerMtok ?? pricing.inputUsdPerMtok) +
      tokens.outputTokens * pricing.outputUsdPerMtok) /
    1e6
  );
}

/**
 * Adds one answer's usage as the SDK reports it. Every provider's input count includes the cached
 * part (OpenAI prompt_tokens_details.cached_tokens, Anthropic cache_read_input_tokens and
 * cache_creation_input_tokens, a compatible server's cached_tokens where it sends them).
 */
export function addUsage(tokens: TTokens, usage: LanguageModelUsage | undefined): void {
  tokens.inputTokens += usage?.inputTokens ?? 0;
  tokens.outputTokens += usage?.outputTokens ?? 0;
  tokens.cachedInputTokens =
    (tokens.cachedInputTokens ?? 0) + (usage?.inputTokenDetails?.cacheReadTokens ?? 0);
  tokens.cacheWriteTokens =
    (tokens.cacheWriteTokens ?? 0) + (usage?.inputTokenDetails?.cacheWriteTokens ?? 0);
}

export type TLlmCallRecord = TTokens & {
  userId: string | null;
  task: TTaskName;
  /** The kind of provider, or the name users know it by (openrouter, groq, ollama). */
  provider: string;
  model: string;
  durationMs: number;
  errorKind: TLlmErrorKind | null;
  /** The user's own model (their provider bills them), not this server's. */
  ownModel: boolean;
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
      cachedInputTokens: record.cachedInputTokens ?? 0,
      cacheWriteTokens: record.cacheWriteTokens ?? 0,
      costUsd: costUsd(record, deps.pricing).toFixed(6),
      durationMs: Math.round(record.durationMs),
      status: record.errorKind ? 'error' : 'ok',
      errorCode: record.errorKind,
      ownModel: record.ownModel,
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
      cachedInputTokens: sum(llmCalls.cachedInputTokens).mapWith(Number),
      cacheWriteTokens: sum(llmCalls.cacheWriteTokens).mapWith(Number),
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
    cachedInputTokens: r.cachedInputTokens,
    cacheWriteTokens: r.cacheWriteTokens,
    costUsd: roundUsd(r.costUsd),
  }));
  return {
    calls: rows.reduce((n, r) => n + r.calls, 0),
    failedCalls: rows.reduce((n, r) => n + r.failedCalls, 0),
    inputTokens: rows.reduce((n, r) => n + r.inputTokens, 0),
    outputTokens: rows.reduce((n, r) => n + r.outputTokens, 0),
    cachedInputTokens: rows.reduce((n, r) => n + r.cachedInputTokens, 0),
    cacheWriteTokens: rows.reduce((n, r) => n + r.cacheWriteTokens, 0),
    costUsd: roundUsd(rows.reduce((n, r) => n + r.costUsd, 0)),
    byTask,
  };
}

/** The column keeps six decimals; sums of floats are rounded back to them. */
function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
