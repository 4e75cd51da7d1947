import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { openedForAll } from '#test/harness';
import { openAnalyticsApp } from '#test/kits/analytics';
import { llmCalls } from '../../db/schema/llm';
import { userModelSettings } from '../../db/schema/model-settings';
import { summariseUsage, type TUsageRow } from './model-usage';

const app = openedForAll(openAnalyticsApp);

type TCall = {
  task: string;
  at: Date;
  provider?: string;
  model?: string;
  input?: number;
  cached?: number;
  output?: number;
  cost?: string;
  failed?: boolean;
  /** As recorded since migration 0022; left out, the call is one recorded before (null). */
  ownModel?: boolean;
};

/** One llm_calls row, as the model service records it. */
const call = (session: TSession, c: TCall) =>
  app.db.insert(llmCalls).values({
    userId: session.user.id,
    task: c.task,
    provider: c.provider ?? 'openai',
    model: c.model ?? 'gpt-4.1-mini',
    inputTokens: c.input ?? 0,
    cachedInputTokens: c.cached ?? 0,
    outputTokens: c.output ?? 0,
    costUsd: c.cost ?? '0',
    durationMs: 10,
    status: c.failed ? 'error' : 'ok',
    ownModel: c.ownModel ?? null,
    createdAt: c.at,
  });

/** The user's own model (Settings › Drafting model), saved `since`. */
const ownModel = (
  session: TSession,
  since: Date,
  setting: { provider: 'openai' | 'ollama' | 'openai-compatible'; model: string; baseUrl?: string },
) =>
  app.db.insert(userModelSettings).values({
    userId: session.user.id,
    provider: setting.provider,
    model: setting.model,
    baseUrl: setting.baseUrl ?? null,
    createdAt: since,
    updatedAt: since,
  });

describe('model usage in GET /api/analytics/summary', () => {
  test('a user whose own model drafted, with nothing published, sees calls, tokens and cost by task and model', async () => {
    const { dayAt } = app;
    const session = await app.subscriber();
    await ownModel(session, dayAt(-5), { provider: 'openai', model: 'gpt-4.1-mini' });
    await app.reply(session, { createdAt: dayAt(-1, 9) });
    const tokens = { input: 1000, cached: 400, output: 200 };
    await call(session, { task: 'draft-replies', at: dayAt(-1, 9), ...tokens, cost: '0.0006' });
    await call(session, { task: 'draft-reply', at: dayAt(-1, 10), ...tokens, cost: '0.0006' });
    await call(session, {
      task: 'qualify-posts',
      at: dayAt(-1, 8),
      input: 3000,
      output: 100,
      cost: '0.00136',
    });
    await call(session, { task: 'rewrite', at: dayAt(0), input: 500, output: 50, cost: '0.00028' });
    await call(session, { task: 'agent-chat', at: dayAt(0), failed: true });
    // Before the setting was saved, with the server then on another model: an earlier one.
    await call(session, {
      task: 'draft-replies',
      at: dayAt(-6),
      provider: 'openai-compatible',
      model: 'llama3',
      input: 800,
      output: 100,
    });
    // Outside the 7 days.
    await call(session, { task: 'draft-replies', at: dayAt(-8), ...tokens, cost: '0.5' });

    const s = await app.summary(session, '?range=7d');
    expect(s.funnel.published).toBe(0);
    expect(s.costs.per_published_reply_usd).toBeNull();
    const u = s.model_usage;
    expect(u).toMatchObject({
      calls: 6,
      failed_calls: 1,
      input_tokens: 6300,
      cached_input_tokens: 800,
      output_tokens: 650,
      cost_usd: 0.00284,
      demo_drafts: 0,
      writer: 'own',
    });
    expect(u.by_task).toEqual([
      {
        task: 'qualifying',
        calls: 1,
        failed_calls: 0,
        input_tokens: 3000,
        cached_input_tokens: 0,
        output_tokens: 100,
        cost_usd: 0.00136,
      },
      {
        task: 'drafting',
        calls: 3,
        failed_calls: 0,
        input_tokens: 2800,
        cached_input_tokens: 800,
        output_tokens: 500,
        cost_usd: 0.0012,
      },
      {
        task: 'quick_edits',
        calls: 1,
        failed_calls: 0,
        input_tokens: 500,
        cached_input_tokens: 0,
        output_tokens: 50,
        cost_usd: 0.00028,
      },
      {
        task: 'chat',
        calls: 1,
        failed_calls: 1,
        input_tokens: 0,
        cached_input_tokens: 0,
        output_tokens: 0,
        cost_usd: 0,
      },
    ]);
    expect(u.by_model).toEqual([
      {
        source: 'own',
        provider: 'openai',
        model: 'gpt-4.1-mini',
        price: 'listed',
        calls: 5,
        failed_calls: 1,
        input_tokens: 5500,
        cached_input_tokens: 800,
        output_tokens: 550,
        cost_usd: 0.00284,
      },
      {
        source: 'earlier',
        provider: 'openai-compatible',
        model: 'llama3',
        price: 'none',
        calls: 1,
        failed_calls: 0,
        input_tokens: 800,
        cached_input_tokens: 0,
        output_tokens: 100,
        cost_usd: 0,
      },
    ]);
  });

  test('a model on the user’s own server or on this server’s Ollama has no price, not a bare $0', async () => {
    const { dayAt } = app;
    const session = await app.subscriber();
    await ownModel(session, dayAt(-3), {
      provider: 'openai-compatible',
      model: 'Qwen/Qwen2.5-7B-Instruct',
      baseUrl: 'https://models.example.org/v1',
    });
    await call(session, {
      task: 'draft-replies',
      at: dayAt(-1),
      provider: 'openai-compatible',
      model: 'Qwen/Qwen2.5-7B-Instruct',
      input: 2000,
      output: 300,
    });
    // A Test of another setting: the user's own too.
    await call(session, {
      task: 'check-model',
      at: dayAt(-4),
      provider: 'ollama',
      model: 'llama3.2',
      input: 20,
      output: 2,
    });
    const u = (await app.summary(session, '?range=7d')).model_usage;
    expect(u.by_model.map((m) => [m.source, m.provider, m.price, m.cost_usd])).toEqual([
      ['own', 'openai-compatible', 'none_local', 0],
      ['own', 'ollama', 'none_local', 0],
    ]);
    expect(u.by_task.map((t) => t.task)).toEqual(['drafting', 'model_test']);
  });

  test('whose model a call ran on is read from the call where it was recorded, not guessed from dates', async () => {
    const { dayAt } = app;
    const session = await app.subscriber();
    // The setting saved today replaced an earlier one of the user's: a date could not tell.
    await ownModel(session, dayAt(0), { provider: 'openai', model: 'gpt-4.1' });
    const earlier = { task: 'draft-replies', provider: 'anthropic', model: 'claude-haiku-4-5', input: 50 };
    await call(session, { ...earlier, at: dayAt(-2), ownModel: true });
    await call(session, { ...earlier, at: dayAt(-2), model: 'claude-sonnet-4-5', ownModel: false });
    await call(session, { ...earlier, at: dayAt(-2), model: 'claude-opus-4-1' });
    const u = (await app.summary(session, '?range=7d')).model_usage;
    expect(u.by_model.map((m) => [m.model, m.source]).sort()).toEqual([
      ['claude-haiku-4-5', 'own'],
      ['claude-opus-4-1', 'earlier'],
      ['claude-sonnet-4-5', 'instance'],
    ]);
  });

  test('the demo writer’s drafts are counted, and call no model', async () => {
    const { dayAt } = app;
    const session = await app.subscriber();
    await app.reply(session, { createdAt: dayAt(-1), draftedBy: 'offline' });
    await app.reply(session, { createdAt: dayAt(0), draftedBy: 'offline' });
    await app.reply(session, { createdAt: dayAt(-20), draftedBy: 'offline' });
    const u = (await app.summary(session, '?range=7d')).model_usage;
    expect(u).toMatchObject({
      calls: 0,
      cost_usd: 0,
      demo_drafts: 2,
      writer: 'demo',
      by_task: [],
      by_model: [],
    });
  });

  test('cost per published reply counts the calls that make replies, not chat, style or model tests', async () => {
    const { dayAt } = app;
    const session = await app.subscriber();
    await app.reply(session, {
      createdAt: dayAt(-2),
      reviewedAt: dayAt(-1),
      status: 'published',
      publishedAt: dayAt(-1, 2),
      publishedPostId: `p${Date.now()}`,
    });
    await call(session, { task: 'draft-replies', at: dayAt(-2), input: 100, cost: '0.01' });
    await call(session, { task: 'infer-rule-from-edit', at: dayAt(-1), input: 100, cost: '0.002' });
    await call(session, { task: 'agent-chat', at: dayAt(-1), input: 100, cost: '0.05' });
    await call(session, { task: 'analyze-style', at: dayAt(-1), input: 100, cost: '0.02' });
    await call(session, { task: 'check-model', at: dayAt(-1), input: 10, cost: '0.001' });
    const s = await app.summary(session, '?range=7d');
    expect(s.costs).toMatchObject({
      model_usd: 0.083,
      reply_model_usd: 0.012,
      per_published_reply_usd: 0.012,
    });
    // Model calls are not tied to a network: a network's summary keeps them whole.
    const x = await app.summary(session, '?range=7d&platform=twitter');
    expect(x.model_usage.cost_usd).toBe(0.083);
  });
});

describe('whose model a call ran on', () => {
  const row = (over: Partial<TUsageRow>): TUsageRow => ({
    task: 'draft-replies',
    provider: 'openai-compatible',
    model: 'qwen2.5',
    own: false,
    recorded: false,
    calls: 1,
    failed_calls: 0,
    input_tokens: 100,
    cached_input_tokens: 0,
    output_tokens: 10,
    cost_usd: 0,
    ...over,
  });

  test("the server's model is the operator's; on loopback it has no price, elsewhere an unknown one", () => {
    const context = { writer: 'instance' as const, demoDrafts: 0 };
    const local = { provider: 'openai-compatible', model: 'qwen2.5', local: true };
    const onLoopback = summariseUsage([row({})], { ...context, instance: local });
    expect(onLoopback.by_model[0]).toMatchObject({ source: 'instance', price: 'none_local' });
    const hosted = summariseUsage([row({})], { ...context, instance: { ...local, local: false } });
    expect(hosted.by_model[0]).toMatchObject({ source: 'instance', price: 'none' });
    const priced = summariseUsage([row({ provider: 'openai', model: 'gpt-4o-mini', cost_usd: 0.01 })], {
      ...context,
      instance: { provider: 'openai', model: 'gpt-4o-mini', local: false },
    });
    expect(priced.by_model[0]).toMatchObject({ source: 'instance', price: 'listed' });
  });
});
