import { describe, expect, test } from 'vitest';
import { listedPrice, modelPricing } from './model-prices';

describe('model prices', () => {
  test('a dated snapshot takes its family price, and the longest family wins', () => {
    expect(listedPrice('gpt-4o-mini-2024-07-18')).toEqual({ inputUsdPerMtok: 0.15, outputUsdPerMtok: 0.6 });
    expect(listedPrice('gpt-4o-2024-08-06')).toEqual({ inputUsdPerMtok: 2.5, outputUsdPerMtok: 10 });
    expect(listedPrice('openai/gpt-4.1-mini')).toEqual({ inputUsdPerMtok: 0.4, outputUsdPerMtok: 1.6 });
    expect(listedPrice('my-finetune')).toBeNull();
  });

  test('a model on this machine is free, a configured price overrides the table', () => {
    const local = {
      kind: 'openai-compatible' as const,
      model: 'gpt-4o-mini',
      baseUrl: 'http://127.0.0.1:11434/v1',
    };
    expect(modelPricing(local, {})).toEqual({ inputUsdPerMtok: 0, outputUsdPerMtok: 0 });
    const hosted = { kind: 'openai' as const, model: 'gpt-4o-mini', apiKey: 'k' };
    expect(modelPricing(hosted, {})).toEqual({ inputUsdPerMtok: 0.15, outputUsdPerMtok: 0.6 });
    expect(modelPricing(hosted, { input: 1, output: 2 })).toEqual({
      inputUsdPerMtok: 1,
      outputUsdPerMtok: 2,
    });
    const unknown = { kind: 'anthropic' as const, model: 'claude-next', apiKey: 'k' };
    expect(modelPricing(unknown, {})).toEqual({ inputUsdPerMtok: 0, outputUsdPerMtok: 0 });
  });
});
