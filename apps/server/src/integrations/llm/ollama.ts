import { z } from 'zod';

/** A pulled model, as Ollama's GET /api/tags lists it. */
export type TOllamaModelInfo = {
  name: string;
  sizeBytes: number | null;
  parameterSize: string | null;
  family: string | null;
  modifiedAt: string | null;
};

export type TOllamaListing =
  | { status: 'running'; models: TOllamaModelInfo[] }
  /** Nothing answered like Ollama at the address; `reason` is for the log. */
  | { status: 'not_running'; reason: string };

/** Long enough for a busy local server to answer a listing, short enough for a settings screen. */
export const OLLAMA_PROBE_TIMEOUT_MS = 2000;

const ZTags = z.object({
  models: z.array(
    z.object({
      name: z.string().min(1),
      size: z.number().nullish(),
      modified_at: z.string().nullish(),
      details: z
        .object({ family: z.string().nullish(), parameter_size: z.string().nullish() })
        .partial()
        .nullish(),
    }),
  ),
});

/**
 * Asks an Ollama server which models it has (GET {url}/api/tags), with a short timeout. Nothing
 * answering, an error status, or an answer not shaped like Ollama's all mean "not running" here:
 * the models cannot be listed, so none can be picked.
 */
export async function listOllamaModels(
  url: string,
  options: { timeoutMs?: number } = {},
): Promise<TOllamaListing> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/tags`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? OLLAMA_PROBE_TIMEOUT_MS),
    });
  } catch (err) {
    return { status: 'not_running', reason: describeFetchFailure(err) };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return { status: 'not_running', reason: `GET /api/tags answered ${res.status}` };
  }
  let parsed: z.infer<typeof ZTags>;
  try {
    parsed = ZTags.parse(await res.json());
  } catch {
    return { status: 'not_running', reason: 'GET /api/tags did not answer like Ollama' };
  }
  const models = parsed.models
    .map((m) => ({
      name: m.name,
      sizeBytes: m.size ?? null,
      parameterSize: m.details?.parameter_size ?? null,
      family: m.details?.family ?? null,
      modifiedAt: m.modified_at ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { status: 'running', models };
}

/** Ollama's OpenAI-compatible API, where drafting calls go. */
export const ollamaChatBaseUrl = (url: string) => `${url}/v1`;

function describeFetchFailure(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'no answer in time';
  const code = (err.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${err.message} (${code})` : err.message;
}
