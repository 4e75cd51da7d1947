import { z } from 'zod';

/**
 * What the language models did for one user over an analytics period: every recorded call, counted
 * when it was made (a draft nobody published still cost its tokens), by task and by model.
 */

/**
 * What the calls were for, in groups people know: drafting replies, qualifying posts (picking which
 * to answer), quick edits (the rewrite buttons), learning a rule from an edit, the chat assistant,
 * reading the user's style, the audience interview, and Settings › Drafting model's Test button.
 */
export const USAGE_TASKS = [
  'drafting',
  'qualifying',
  'quick_edits',
  'learning',
  'chat',
  'style',
  'audience',
  'model_test',
  'other',
] as const;
export const ZUsageTask = z.enum(USAGE_TASKS);
export type TUsageTask = z.infer<typeof ZUsageTask>;

/**
 * The task groups that make replies: what "cost per published reply" counts of the model calls.
 * Chat, style, the audience interview and model tests are not the cost of a reply.
 */
export const REPLY_WORK_TASKS: readonly TUsageTask[] = ['drafting', 'qualifying', 'quick_edits', 'learning'];

/**
 * Whose model answered, and so who pays: `own`, the user's own model (Settings › Drafting model),
 * billed to them by its provider; `instance`, this server's model, paid by its operator; `earlier`,
 * neither the user's current setting nor the server's model (one since changed), where who paid
 * was not recorded.
 */
export const ZUsageSource = z.enum(['own', 'instance', 'earlier']);
export type TUsageSource = z.infer<typeof ZUsageSource>;

/**
 * How a model's calls were priced: `listed`, at its price (the table of hosted models, or the one the
 * operator set); `none_local`, no price known for a model that runs on a server of its owner's (Ollama
 * on this server, a compatible server), which nobody bills per token; `none`, no price known for a
 * hosted model, whose provider bills at its own rates. Unpriced calls count $0 here.
 */
export const ZUsagePrice = z.enum(['listed', 'none_local', 'none']);
export type TUsagePrice = z.infer<typeof ZUsagePrice>;

export const ZUsageFigures = z.object({
  /** Calls made, failed ones included. */
  calls: z.number().int(),
  failed_calls: z.number().int(),
  /** Every token the models read; of them, `cached_input_tokens` came from the provider's cache. */
  input_tokens: z.number().int(),
  cached_input_tokens: z.number().int(),
  /** Tokens the models wrote back. */
  output_tokens: z.number().int(),
  /** At the price each call was recorded with (0 for a model without a known price). */
  cost_usd: z.number(),
});
export type TUsageFigures = z.infer<typeof ZUsageFigures>;

export const ZUsageByTask = ZUsageFigures.extend({ task: ZUsageTask });
export type TUsageByTask = z.infer<typeof ZUsageByTask>;

export const ZUsageByModel = ZUsageFigures.extend({
  source: ZUsageSource,
  /** As recorded: openai, anthropic, openrouter, groq, ollama or openai-compatible. */
  provider: z.string(),
  model: z.string(),
  price: ZUsagePrice,
});
export type TUsageByModel = z.infer<typeof ZUsageByModel>;

/** Who writes the user's drafts now: their own model, the server's, or the built-in demo writer. */
export const ZUsageWriter = z.enum(['own', 'instance', 'demo']);
export type TUsageWriter = z.infer<typeof ZUsageWriter>;

/** The period's model calls: totals, by task and by model, most expensive first. */
export const ZModelUsage = ZUsageFigures.extend({
  by_task: z.array(ZUsageByTask),
  by_model: z.array(ZUsageByModel),
  /** Drafts the demo writer wrote in the period: it calls no model, so they cost nothing. */
  demo_drafts: z.number().int(),
  writer: ZUsageWriter,
});
export type TModelUsage = z.infer<typeof ZModelUsage>;
