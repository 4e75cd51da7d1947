import { z } from 'zod';
import {
  ZModelSettingsInput,
  type TServerModels,
  type ZServerModelsInput,
} from '@gatling/shared/api/model-settings';
import { AppError } from '../../errors';
import { allowedBaseUrl, baseUrlPolicy } from './base-url-policy';
import { MISSING_ADDRESS, openSavedKey, type TModelSettingsContext } from './settings-input';
import { readModelSettingsRow } from './settings-row';
import { unreachableDetail } from './test-model-settings';

/** A listing is one small GET: an answer is expected well within this, or the call's own timeout. */
export const MODEL_LIST_TIMEOUT_MS = 10_000;
/** The most of an answer read: hosted catalogues with descriptions run to a megabyte or two. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** The most ids answered: more than anyone picks from, fewer than a browser chokes on. */
const MAX_MODELS = 1000;

const ZModelList = z.object({ data: z.array(z.object({ id: z.unknown() })) });
const ZModelName = ZModelSettingsInput.shape.model;

/**
 * POST /api/settings/model/available: the models an OpenAI-compatible server lists (GET
 * {base_url}/models), to pick one instead of typing its name. The address is checked as a saved
 * one is (400 when the operator does not allow it), and a key left out is the saved one while the
 * saved setting is this server's. A server that cannot be asked, or does not list its models,
 * answers no models and the reason: the user can still type a name. As for Test, every network
 * failure reads the same (unreachableDetail); the server's body is never repeated, so neither is a
 * key it might echo.
 */
export async function listServerModels(
  ctx: TModelSettingsContext,
  userId: string,
  input: z.output<typeof ZServerModelsInput>,
  signal: AbortSignal,
): Promise<TServerModels> {
  if (!input.base_url) throw new AppError('VALIDATION_FAILED', MISSING_ADDRESS);
  const baseUrl = allowedBaseUrl(input.base_url, baseUrlPolicy(ctx.config));
  const apiKey = await keyFor(ctx, userId, baseUrl, input.api_key);
  const url = new URL(`${baseUrl}/models`);
  const { origin } = url;
  const asked = `GET ${url.pathname}`;
  const none = (detail: string): TServerModels => ({ models: [], detail });
  const timeout = Math.min(MODEL_LIST_TIMEOUT_MS, ctx.config.LLM_TIMEOUT_MS);

  let answer: { ok: boolean; status: number; text: string | null };
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      // A redirect could lead anywhere, past the operator's allowed addresses: it is an answer here.
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeout)]),
    });
    if (!res.ok) await res.body?.cancel().catch(() => undefined);
    const text = res.ok ? await readAtMost(res, MAX_ANSWER_BYTES) : null;
    answer = { ok: res.ok, status: res.status, text };
  } catch (err) {
    ctx.logger.debug({ origin, reason: err instanceof Error ? err.name : 'unknown' }, 'Model list failed');
    return none(unreachableDetail(baseUrl));
  }

  const { ok, status, text } = answer;
  if (status === 401 || status === 403) {
    return none(
      apiKey
        ? `The model server at ${origin} refused the API key (${asked} answered ${status}). Check the key.`
        : `The model server at ${origin} asks for an API key to list its models (${asked} answered ${status}). Enter its key.`,
    );
  }
  if (!ok)
    return none(`The model server at ${origin} does not list its models (${asked} answered ${status}).`);
  if (text === null) {
    return none(
      `The model server at ${origin} answered ${asked} with more than can be read as a list of models.`,
    );
  }
  const ids = modelIds(text);
  if (ids === null) {
    return none(
      `The model server at ${origin} does not list its models (${asked} did not answer with a list of models).`,
    );
  }
  if (ids.length === 0) return none(`The model server at ${origin} lists no models.`);
  return { models: ids, detail: null };
}

/** The key to list with: the one typed; left out, the saved one while the saved setting is this server's. */
async function keyFor(
  ctx: TModelSettingsContext,
  userId: string,
  baseUrl: string,
  typed: string | null | undefined,
): Promise<string | null> {
  if (typed !== undefined) return typed;
  const saved = await readModelSettingsRow(ctx.db, userId);
  const same = saved?.provider === 'openai-compatible' && saved.baseUrl === baseUrl;
  return same && saved.apiKeySealed ? openSavedKey(ctx, saved.apiKeySealed) : null;
}

/** The ids of an OpenAI list answer that can be model names, sorted, once each; null when it is none. */
function modelIds(text: string): string[] | null {
  let parsed: z.infer<typeof ZModelList>;
  try {
    parsed = ZModelList.parse(JSON.parse(text));
  } catch {
    return null;
  }
  const ids = new Set<string>();
  for (const { id } of parsed.data) {
    const name = ZModelName.safeParse(id);
    if (name.success && name.data === id) ids.add(id);
  }
  return [...ids].sort((a, b) => a.localeCompare(b)).slice(0, MAX_MODELS);
}

/** The body as text, or null past `max` bytes (a server that never stops is not read to the end). */
async function readAtMost(res: Response, max: number): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
