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

/** The server's address (OLLAMA_URL) of a target whose base URL is its OpenAI-compatible /v1. */
export const ollamaUrlOfChatBase = (baseUrl: string) => baseUrl.replace(/\/v1\/?$/, '');

/**
 * The window Ollama gives a model it was told nothing about: 4096 tokens, per Ollama's own docs
 * (docs/context-length.mdx in github.com/ollama/ollama: "< 24 GiB VRAM: 4k context"). A machine
 * with more VRAM gets more, and OLLAMA_CONTEXT_LENGTH may set more, neither of which the API tells
 * before the model is loaded: the smallest is assumed, which costs more, smaller calls, never a cut
 * prompt. (Releases before 2025 defaulted to 2048; once the model is loaded /api/ps says the truth.)
 */
export const OLLAMA_DEFAULT_CONTEXT = 4096;

/** What the server says about a model's window, each null where it says nothing. */
export type TOllamaWindowFacts = {
  /** /api/ps `context_length`: the window of the model as loaded now. */
  loaded: number | null;
  /** A `num_ctx` among /api/show's `parameters` (the Modelfile's PARAMETER num_ctx). */
  configured: number | null;
  /** /api/show `model_info` `<arch>.context_length`: the most the model was trained to read. */
  trained: number | null;
};

/**
 * The window a call to the model is read in: the loaded model's, else the Modelfile's, else Ollama's
 * default; never more than the model itself reads.
 */
export function effectiveOllamaContext(facts: TOllamaWindowFacts): number {
  const window = facts.loaded ?? facts.configured ?? OLLAMA_DEFAULT_CONTEXT;
  return facts.trained === null ? window : Math.min(window, facts.trained);
}

const ZPositive = z.number().int().positive();
const ZPs = z.object({
  models: z.array(
    z.object({ name: z.string().nullish(), model: z.string().nullish(), context_length: z.unknown() }),
  ),
});
const ZShow = z.object({
  parameters: z.string().nullish(),
  model_info: z.record(z.string(), z.unknown()).nullish(),
});

/** A model's name as Ollama keys it: the tag `latest` where none is given ("llama3.2" is "llama3.2:latest"). */
const withTag = (model: string) => (/:[^/]*$/.test(model) ? model : `${model}:latest`);

/** The loaded window of `model` in an /api/ps answer, or null when it is not loaded (or unreadable). */
export function loadedContext(ps: unknown, model: string): number | null {
  const read = ZPs.safeParse(ps);
  if (!read.success) return null;
  const wanted = withTag(model);
  const entry = read.data.models.find((m) => [m.name, m.model].some((n) => n && withTag(n) === wanted));
  const length = ZPositive.safeParse(entry?.context_length);
  return length.success ? length.data : null;
}

/** The configured and trained windows in an /api/show answer, null where it has none. */
export function shownContext(show: unknown): Pick<TOllamaWindowFacts, 'configured' | 'trained'> {
  const read = ZShow.safeParse(show);
  if (!read.success) return { configured: null, trained: null };
  const numCtx = /^\s*num_ctx\s+(\d+)\s*$/m.exec(read.data.parameters ?? '');
  const configured = numCtx ? Number(numCtx[1]) : null;
  const info = read.data.model_info ?? {};
  const arch = info['general.architecture'];
  const trained = ZPositive.safeParse(typeof arch === 'string' ? info[`${arch}.context_length`] : undefined);
  return {
    configured: configured && configured > 0 ? configured : null,
    trained: trained.success ? trained.data : null,
  };
}

/**
 * An Ollama API answer's JSON (a GET, or a POST of `body`), or undefined when nothing usable came
 * back in time.
 */
async function askOllama(
  url: string,
  path: string,
  body: object | null,
  timeoutMs: number,
): Promise<unknown> {
  try {
    const res = await fetch(`${url}${path}`, {
      ...(body === null
        ? { headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return undefined;
    }
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The context window of `model` on the Ollama server at `url`, from its native API (/api/ps and
 * /api/show, asked together, each within the timeout). Ollama's /v1 endpoint ignores a num_ctx the
 * request carries, so this window is the one a drafting call is read in. Never throws: what the
 * server does not answer counts as unsaid, and nothing answering gives the default.
 */
export async function readOllamaContext(
  url: string,
  model: string,
  options: { timeoutMs?: number } = {},
): Promise<number> {
  const timeoutMs = options.timeoutMs ?? OLLAMA_PROBE_TIMEOUT_MS;
  const [ps, show] = await Promise.all([
    askOllama(url, '/api/ps', null, timeoutMs),
    askOllama(url, '/api/show', { model }, timeoutMs),
  ]);
  return effectiveOllamaContext({ loaded: loadedContext(ps, model), ...shownContext(show) });
}

/**
 * How long a window read is kept: a run's batches ask once, and a model reloaded with another
 * window (a new Modelfile, OLLAMA_CONTEXT_LENGTH) is seen within minutes.
 */
export const OLLAMA_CONTEXT_TTL_MS = 5 * 60_000;
/** Servers and models kept at most; the oldest goes first. A service meets few. */
const CONTEXT_CACHE_MAX = 100;

/** An Ollama model's context window, read from its server and kept a while. */
export type TOllamaContexts = (url: string, model: string, now?: number) => Promise<number>;

/**
 * readOllamaContext, kept per server and model for OLLAMA_CONTEXT_TTL_MS by the one model service
 * that made it (a user's service is built anew when their settings change, and reads again). The
 * pending read is kept, so batches drafted at once share one.
 */
export function createOllamaContexts(): TOllamaContexts {
  const contexts = new Map<string, { expires: number; window: Promise<number> }>();
  return (url, model, now = Date.now()) => {
    const key = `${url}\n${model}`;
    const kept = contexts.get(key);
    if (kept && kept.expires > now) return kept.window;
    contexts.delete(key);
    if (contexts.size >= CONTEXT_CACHE_MAX) {
      const oldest = contexts.keys().next();
      if (!oldest.done) contexts.delete(oldest.value);
    }
    const window = readOllamaContext(url, model);
    contexts.set(key, { expires: now + OLLAMA_CONTEXT_TTL_MS, window });
    return window;
  };
}
