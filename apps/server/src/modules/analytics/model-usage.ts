import {
  REPLY_WORK_TASKS,
  type TModelUsage,
  type TUsageByModel,
  type TUsageFigures,
  type TUsagePrice,
  type TUsageSource,
  type TUsageTask,
  type TUsageWriter,
} from '@gatling/shared/api/analytics-usage';
import type { TTaskName } from '../../integrations/llm/types';

/** Each recorded task in the group the Analytics screen names it by. Typed: a new task must be placed. */
const TASK_GROUPS: Record<TTaskName, TUsageTask> = {
  'draft-reply': 'drafting',
  'draft-replies': 'drafting',
  'qualify-posts': 'qualifying',
  rewrite: 'quick_edits',
  'infer-rule-from-edit': 'learning',
  'agent-chat': 'chat',
  'analyze-style': 'style',
  'audience-interview': 'audience',
  'check-model': 'model_test',
};

export const usageTaskOf = (task: string): TUsageTask =>
  Object.hasOwn(TASK_GROUPS, task) ? TASK_GROUPS[task as TTaskName] : 'other';

/** The recorded task names whose calls make replies (what cost per published reply counts). */
export const REPLY_WORK_TASK_NAMES = (Object.keys(TASK_GROUPS) as TTaskName[]).filter((t) =>
  REPLY_WORK_TASKS.includes(TASK_GROUPS[t]),
);

/** The server's configured model, as its calls are recorded; null when the demo writer drafts. */
export type TInstanceModel = { provider: string; model: string; local: boolean } | null;

/** One group of the user's calls: a task on a model, and whether it ran on the user's own model. */
export type TUsageRow = TUsageFigures & {
  task: string;
  provider: string;
  model: string;
  own: boolean;
  /** Whose model it was is recorded on the call (llm_calls.own_model), not inferred. */
  recorded: boolean;
};

/**
 * Whose model answered, as the call recorded it (llm_calls.own_model). For calls recorded before
 * that: the user's own when made while their setting existed (every call of theirs then goes to
 * it) or a test of it; the server's when it is the server's model; otherwise a model of an earlier
 * setting, the user's or the operator's, which nothing says.
 */
function sourceOf(row: TUsageRow, instance: TInstanceModel): TUsageSource {
  if (row.own) return 'own';
  if (row.recorded) return 'instance';
  if (instance && row.provider === instance.provider && row.model === instance.model) return 'instance';
  return 'earlier';
}

/**
 * Calls with tokens and no cost had no price: a model on its owner's machine (Ollama on this
 * server, the user's compatible server, the server's own on loopback) is billed per token by
 * nobody; any other is billed by its provider at rates this server does not know.
 */
function priceOf(
  row: TUsageFigures & { provider: string },
  source: TUsageSource,
  instance: TInstanceModel,
): TUsagePrice {
  if (row.cost_usd > 0 || row.input_tokens + row.output_tokens === 0) return 'listed';
  const local =
    row.provider === 'ollama' ||
    (source === 'own' && row.provider === 'openai-compatible') ||
    (source === 'instance' && instance?.local === true);
  return local ? 'none_local' : 'none';
}

/** The column keeps six decimals; sums of floats are rounded back to them. */
const usd6 = (n: number) => Math.round(n * 1e6) / 1e6;

const zero = (): TUsageFigures => ({
  calls: 0,
  failed_calls: 0,
  input_tokens: 0,
  cached_input_tokens: 0,
  output_tokens: 0,
  cost_usd: 0,
});

function add(to: TUsageFigures, row: TUsageFigures) {
  to.calls += row.calls;
  to.failed_calls += row.failed_calls;
  to.input_tokens += row.input_tokens;
  to.cached_input_tokens += row.cached_input_tokens;
  to.output_tokens += row.output_tokens;
  to.cost_usd = usd6(to.cost_usd + row.cost_usd);
}

/** Most expensive first; unpriced ones by how much they were used. */
const costliest = (a: TUsageFigures, b: TUsageFigures) =>
  b.cost_usd - a.cost_usd ||
  b.calls - a.calls ||
  b.input_tokens + b.output_tokens - (a.input_tokens + a.output_tokens);

/** The period's calls, summed, by task group and by model (each with whose it was and its price). */
export function summariseUsage(
  rows: TUsageRow[],
  context: { instance: TInstanceModel; writer: TUsageWriter; demoDrafts: number },
): TModelUsage {
  const total = zero();
  const tasks = new Map<TUsageTask, TUsageFigures>();
  const models = new Map<string, Omit<TUsageByModel, 'price'>>();
  for (const row of rows) {
    add(total, row);
    const task = usageTaskOf(row.task);
    const t = tasks.get(task) ?? zero();
    add(t, row);
    tasks.set(task, t);
    const source = sourceOf(row, context.instance);
    const key = `${source} ${row.provider} ${row.model}`;
    const m = models.get(key) ?? { ...zero(), source, provider: row.provider, model: row.model };
    add(m, row);
    models.set(key, m);
  }
  return {
    ...total,
    by_task: [...tasks].map(([task, figures]) => ({ task, ...figures })).sort(costliest),
    by_model: [...models.values()]
      .map((m) => ({ ...m, price: priceOf(m, m.source, context.instance) }))
      .sort(costliest),
    demo_drafts: context.demoDrafts,
    writer: context.writer,
  };
}
