import { describe, expect, test } from 'vitest';
import { listedPrice, modelPricing } from './model-prices';
import { costUsd } from './usage';

describe('model prices', () => {
  test('a dated snapshot takes its family price, and the longest family wins', () => {
    expect(listedPrice('gpt-4o-mini-2024-07-18')).toMatchObject({
      inputUsdPerMtok: 0.15,
      outputUsdPerMtok: 0.6,
    });
    expect(listedPrice('gpt-4o-2024-08-06')).toMatchObject({ inputUsdPerMtok: 2.5, outputUsdPerMtok: 10 });
    expect(listedPrice('openai/gpt-4.1-mini')).toMatchObject({ inputUsdPerMtok: 0.4, outputUsdPerMtok: 1.6 });
    expect(listedPrice('my-finetune')).toBeNull();
  });

  test('a model on this machine is free, a configured price overrides the table', () => {
    const local = {
      kind: 'openai-compatible' as const,
      model: 'gpt-4o-mini',
      baseUrl: 'http://127.0.0.1:11434/v1',
    };
    expect(modelPricing(local, {})).toMatchObject({ inputUsdPerMtok: 0, outputUsdPerMtok: 0 });
    const hosted = { kind: 'openai' as const, model: 'gpt-4o-mini', apiKey: 'k' };
    expect(modelPricing(hosted, {})).toMatchObject({ inputUsdPerMtok: 0.15, outputUsdPerMtok: 0.6 });
    expect(modelPricing(hosted, { input: 1, output: 2 })).toMatchObject({
      inputUsdPerMtok: 1,
      outputUsdPerMtok: 2,
    });
    const unknown = { kind: 'anthropic' as const, model: 'claude-next', apiKey: 'k' };
    expect(modelPricing(unknown, {})).toEqual({
      inputUsdPerMtok: 0,
      outputUsdPerMtok: 0,
      cachedInputUsdPerMtok: 0,
      cacheWriteUsdPerMtok: 0,
    });
  });

  test("cached input costs the provider's cached rate, by model family", () => {
    const rates = (model: string) => {
      const p = listedPrice(model)!;
      const ratio = (rate: number | undefined) => Math.round((rate! / p.inputUsdPerMtok) * 1000) / 1000;
      return [ratio(p.cachedInputUsdPerMtok), ratio(p.cacheWriteUsdPerMtok)];
    };
    // OpenAI: 50% off for gpt-4o, 75% off for gpt-4.1, 90% off for gpt-5; writes at the input rate.
    expect(rates('gpt-4o-mini-2024-07-18')).toEqual([0.5, 1]);
    expect(rates('gpt-4.1')).toEqual([0.25, 1]);
    expect(rates('gpt-5-mini')).toEqual([0.1, 1]);
    // Anthropic: reads at 0.1× input, 5-minute writes at 1.25×.
    expect(rates('claude-sonnet-4-5')).toEqual([0.1, 1.25]);
    expect(rates('claude-haiku-4-5')).toEqual([0.1, 1.25]);
    // An overridden input price keeps the family's discount.
    const claude = { kind: 'anthropic' as const, model: 'claude-sonnet-4-5', apiKey: 'k' };
    expect(modelPricing(claude, { input: 2 })).toMatchObject({
      inputUsdPerMtok: 2,
      cachedInputUsdPerMtok: 0.2,
      cacheWriteUsdPerMtok: 2.5,
    });
  });

  test('a call that read 9,800 of 12,400 input tokens from the cache costs that much less', () => {
    const price = listedPrice('gpt-4o-mini')!;
    const tokens = { inputTokens: 12_400, outputTokens: 200, cachedInputTokens: 9800 };
    // 2,600 fresh at 0.15, 9,800 cached at 0.075, 200 out at 0.6, per million.
    expect(costUsd(tokens, price)).toBeCloseTo((2600 * 0.15 + 9800 * 0.075 + 200 * 0.6) / 1e6, 12);
    expect(costUsd({ inputTokens: 12_400, outputTokens: 200 }, price)).toBeGreaterThan(
      costUsd(tokens, price),
    );
  });
});
