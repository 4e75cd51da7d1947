import { and, count, eq, gte, or, sql, sum } from 'drizzle-orm';
import type { TModelUsage } from '@gatling/shared/api/analytics-usage';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { llmCalls } from '../../db/schema/llm';
import { userModelSettings } from '../../db/schema/model-settings';
import { replies } from '../../db/schema/replies';
import { isLoopbackUrl } from '../../integrations/llm/model-prices';
import { DRAFTED_BY_OFFLINE } from '../model-settings/drafted-by';
import { summariseUsage, type TInstanceModel, type TUsageRow } from './model-usage';
import { inPeriod, type TPeriod } from './period';

/** The server's model as its calls are recorded (provider: LLM_PROVIDER); null for the demo writer. */
export function instanceModelOf(
  config: Pick<TConfig, 'LLM_PROVIDER' | 'LLM_MODEL' | 'LLM_BASE_URL'>,
): TInstanceModel {
  if (config.LLM_PROVIDER === 'offline' || !config.LLM_MODEL) return null;
  return {
    provider: config.LLM_PROVIDER,
    model: config.LLM_MODEL,
    local: config.LLM_PROVIDER === 'openai-compatible' && isLoopbackUrl(config.LLM_BASE_URL ?? ''),
  };
}

/**
 * The user's language-model calls in the period, grouped by task and model, each group marked as
 * made on their own model or not: a call made since their setting was first saved went to it (the
 * router sends all their calls there), and so did every test of a setting. Beside them, the drafts
 * the demo writer wrote, which called no model.
 */
export async function loadModelUsage(
  db: TDb,
  userId: string,
  period: TPeriod,
  instance: TInstanceModel,
): Promise<TModelUsage> {
  const [setting] = await db
    .select({ createdAt: userModelSettings.createdAt })
    .from(userModelSettings)
    .where(eq(userModelSettings.userId, userId));
  // Recorded on each call since migration 0022; inferred for calls recorded before it.
  const inferred = or(
    setting ? gte(llmCalls.createdAt, setting.createdAt) : sql`false`,
    eq(llmCalls.task, 'check-model'),
  );
  const own = sql`coalesce(${llmCalls.ownModel}, ${inferred})`;
  const [rows, demo] = await Promise.all([
    db
      .select({
        task: llmCalls.task,
        provider: llmCalls.provider,
        model: llmCalls.model,
        own: sql<boolean>`coalesce(${own}, false)`.mapWith(Boolean),
        recorded: sql<boolean>`${llmCalls.ownModel} is not null`.mapWith(Boolean),
        calls: count(),
        failed_calls: sql<number>`count(*) filter (where ${llmCalls.status} = 'error')`.mapWith(Number),
        input_tokens: sum(llmCalls.inputTokens).mapWith(Number),
        cached_input_tokens: sum(llmCalls.cachedInputTokens).mapWith(Number),
        output_tokens: sum(llmCalls.outputTokens).mapWith(Number),
        cost_usd: sum(llmCalls.costUsd).mapWith(Number),
      })
      .from(llmCalls)
      .where(and(eq(llmCalls.userId, userId), inPeriod(llmCalls.createdAt, period)))
      // By position: the own test's parameters would make it a different expression than the select's.
      .groupBy(sql`1, 2, 3, 4, 5`),
    db
      .select({ n: count() })
      .from(replies)
      .where(
        and(
          eq(replies.userId, userId),
          eq(replies.draftedBy, DRAFTED_BY_OFFLINE),
          inPeriod(replies.createdAt, period),
        ),
      ),
  ]);
  return summariseUsage(rows satisfies TUsageRow[], {
    instance,
    writer: setting ? 'own' : instance ? 'instance' : 'demo',
    demoDrafts: demo[0]?.n ?? 0,
  });
}
