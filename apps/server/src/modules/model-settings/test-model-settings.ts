import type { z } from 'zod';
import type { TModelTestAnswer, ZModelSettingsInput } from '@gatling/shared/api/model-settings';
import { LlmError, type TLlmErrorKind } from '../../integrations/llm/errors';
import type { TModelRouter } from './model-router';
import { resolveSettingsInput, type TModelSettingsContext } from './settings-input';

/** The failures with no HTTP answer: nothing could connect, or nothing came back in time. */
const NO_ANSWER: ReadonlySet<TLlmErrorKind> = new Set(['unreachable', 'timeout']);

/**
 * The one answer for every way a user's own address can fail to answer over HTTP: refused,
 * reset, no such name, silence until the timeout. Told apart, they would map which ports of an
 * allowed host are open, closed or filtered; an HTTP answer (a refused key, an unknown model, a
 * 5xx, a web page) is the server's own, and is told as it is.
 */
export const unreachableDetail = (baseUrl: string) =>
  `Could not reach the model server at ${new URL(baseUrl).origin}. Check its address, and that it is running.`;

/**
 * POST /api/settings/model/test: one short call with the setting as the form holds it (the saved
 * key when none is typed), saving nothing. A refusal is an answer here, not an error: `detail`
 * says what to check; input that cannot be a setting is refused as PUT refuses it. For a
 * compatible server (the user's address), network failures all read the same (unreachableDetail).
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
    const address = spec.provider === 'openai-compatible' ? spec.baseUrl : null;
    const unreachable = address && NO_ANSWER.has(err.kind);
    return { ok: false, detail: unreachable ? unreachableDetail(address) : err.detail, duration_ms: took() };
  }
}
