import type { z } from 'zod';
import type { TModelTestAnswer, ZModelSettingsInput } from '@gatling/shared/api/model-settings';
import { LlmError } from '../../integrations/llm/errors';
import type { TModelRouter } from './model-router';
import { resolveSettingsInput, type TModelSettingsContext } from './settings-input';

/**
 * POST /api/settings/model/test: one short call with the setting as the form holds it (the saved
 * key when none is typed), saving nothing. A refusal is an answer here, not an error: `detail`
 * says what to check; input that cannot be a setting is refused as PUT refuses it.
 */
export async function testModelSettings(
  ctx: TModelSettingsContext & { models: TModelRouter },
  userId: string,
  input: z.output<typeof ZModelSettingsInput>,
  signal: AbortSignal,
): Promise<TModelTestAnswer> {
  const { spec } = await resolveSettingsInput(ctx, userId, input);
  const service = ctx.models.build(spec);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    await service.check({ userId, signal });
    return { ok: true, detail: null, duration_ms: took() };
  } catch (err) {
    if (!(err instanceof LlmError)) throw err;
    return { ok: false, detail: err.detail, duration_ms: took() };
  }
}
