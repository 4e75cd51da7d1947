import { sendJson, startFakeModelServer, type TFakeModelServer, type TFakeReply } from './model-server';
import { openAiChatHandler } from './openai-server';

/**
 * A local stand-in for Ollama, for tests and the browser journeys: GET /api/tags lists the pulled
 * models as Ollama does, GET /api/version answers, GET /api/ps and POST /api/show tell a model's
 * context window (TFakeOllamaContext), and POST /v1/chat/completions is Ollama's
 * OpenAI-compatible endpoint (no key; JSON mode, SSE with the usage chunk), answered from the
 * script like the OpenAI fake. With `defaultText`, a request with nothing scripted gets that text
 * (the browser journeys cannot script each call).
 */
export type TFakeOllamaModel = { name: string; parameterSize?: string; family?: string; size?: number };

/**
 * What the fake says about every listed model's context window. The default is a Modelfile's large
 * window, so a test that is not about the window drafts a batch in one call.
 */
export type TFakeOllamaContext = {
  /** /api/ps `context_length` (the model is loaded with this window); null: not loaded, not listed. */
  loaded: number | null;
  /** `num_ctx` in /api/show's `parameters` (a Modelfile's PARAMETER num_ctx); null: none there. */
  numCtx: number | null;
  /** /api/show `model_info` `<family>.context_length` (what the model reads at most); null: none. */
  trained: number | null;
};

export const FAKE_OLLAMA_CONTEXT: TFakeOllamaContext = { loaded: null, numCtx: 32_768, trained: 131_072 };

export type TFakeOllamaServer = TFakeModelServer & {
  /** What OLLAMA_URL is set to: the origin, without /v1. */
  url: string;
  setModels: (models: TFakeOllamaModel[]) => void;
  /** Changes what /api/ps and /api/show say (the parts given). */
  setContext: (context: Partial<TFakeOllamaContext>) => void;
};

export const FAKE_OLLAMA_MODELS: TFakeOllamaModel[] = [
  { name: 'llama3.2:3b', parameterSize: '3.2B', family: 'llama', size: 2_019_393_189 },
  { name: 'qwen2.5:7b', parameterSize: '7.6B', family: 'qwen2', size: 4_683_087_332 },
];

export async function startFakeOllama(
  options: {
    models?: TFakeOllamaModel[];
    defaultText?: string;
    port?: number;
    context?: Partial<TFakeOllamaContext>;
  } = {},
): Promise<TFakeOllamaServer> {
  let models = options.models ?? FAKE_OLLAMA_MODELS;
  let context: TFakeOllamaContext = { ...FAKE_OLLAMA_CONTEXT, ...options.context };
  const chat = openAiChatHandler();
  const fallback: TFakeReply | undefined =
    options.defaultText === undefined ? undefined : { type: 'text', text: options.defaultText };
  const server = await startFakeModelServer(
    (req, next, res) => {
      if (req.method === 'GET' && req.path === '/api/tags') {
        return sendJson(res, 200, {
          models: models.map((m) => ({
            name: m.name,
            model: m.name,
            modified_at: '2026-10-03T23:34:03.409490317-07:00',
            size: m.size ?? 1_000_000_000,
            digest: 'a2af6cc3eb7fa8be8504abaf9b04e88f17a119ec3f04a3addf55f92841195f5a',
            details: {
              format: 'gguf',
              family: m.family ?? 'llama',
              families: [m.family ?? 'llama'],
              parameter_size: m.parameterSize ?? '8B',
              quantization_level: 'Q4_K_M',
            },
          })),
        });
      }
      if (req.method === 'GET' && req.path === '/api/version')
        return sendJson(res, 200, { version: '0.12.3' });
      if (req.method === 'GET' && req.path === '/api/ps') {
        const loaded = context.loaded;
        return sendJson(res, 200, {
          models:
            loaded === null
              ? []
              : models.map((m) => ({
                  name: m.name,
                  model: m.name,
                  size: m.size ?? 1_000_000_000,
                  digest: 'a2af6cc3eb7fa8be8504abaf9b04e88f17a119ec3f04a3addf55f92841195f5a',
                  details: {
                    format: 'gguf',
                    family: m.family ?? 'llama',
                    parameter_size: m.parameterSize ?? '8B',
                  },
                  expires_at: '2026-10-03T23:39:03.409490317-07:00',
                  size_vram: m.size ?? 1_000_000_000,
                  context_length: loaded,
                })),
        });
      }
      if (req.method === 'POST' && req.path === '/api/show') {
        const model = models.find((m) => m.name === req.body.model);
        if (!model) return sendJson(res, 404, { error: `model '${String(req.body.model)}' not found` });
        const family = model.family ?? 'llama';
        return sendJson(res, 200, {
          modelfile: `FROM ${model.name}`,
          parameters: [
            'stop                           "<|eot_id|>"',
            ...(context.numCtx === null ? [] : [`num_ctx                        ${context.numCtx}`]),
          ].join('\n'),
          template: '{{ .Prompt }}',
          details: { format: 'gguf', family, parameter_size: model.parameterSize ?? '8B' },
          model_info: {
            'general.architecture': family,
            'general.parameter_count': 3_212_749_888,
            ...(context.trained === null ? {} : { [`${family}.context_length`]: context.trained }),
          },
          capabilities: ['completion'],
        });
      }
      return chat(req, () => next() ?? fallback, res);
    },
    { ...(options.port === undefined ? {} : { port: options.port }) },
  );
  return {
    ...server,
    url: server.origin,
    setModels: (list) => {
      models = list;
    },
    setContext: (change) => {
      context = { ...context, ...change };
    },
  };
}
