import { sendJson, startFakeModelServer, type TFakeModelServer, type TFakeReply } from './model-server';
import { openAiChatHandler } from './openai-server';

/**
 * A local stand-in for Ollama, for tests and the browser journeys: GET /api/tags lists the pulled
 * models as Ollama does, GET /api/version answers, and POST /v1/chat/completions is Ollama's
 * OpenAI-compatible endpoint (no key; JSON mode, SSE with the usage chunk), answered from the
 * script like the OpenAI fake. With `defaultText`, a request with nothing scripted gets that text
 * (the browser journeys cannot script each call).
 */
export type TFakeOllamaModel = { name: string; parameterSize?: string; family?: string; size?: number };

export type TFakeOllamaServer = TFakeModelServer & {
  /** What OLLAMA_URL is set to: the origin, without /v1. */
  url: string;
  setModels: (models: TFakeOllamaModel[]) => void;
};

export const FAKE_OLLAMA_MODELS: TFakeOllamaModel[] = [
  { name: 'llama3.2:3b', parameterSize: '3.2B', family: 'llama', size: 2_019_393_189 },
  { name: 'qwen2.5:7b', parameterSize: '7.6B', family: 'qwen2', size: 4_683_087_332 },
];

export async function startFakeOllama(
  options: { models?: TFakeOllamaModel[]; defaultText?: string; port?: number } = {},
): Promise<TFakeOllamaServer> {
  let models = options.models ?? FAKE_OLLAMA_MODELS;
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
  };
}
