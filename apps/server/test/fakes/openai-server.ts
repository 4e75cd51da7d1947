import type http from 'node:http';
import {
  sendJson,
  sendPage,
  sleep,
  startFakeModelServer,
  startSse,
  wordChunks,
  type TFakeHandler,
  type TFakeModelServer,
  type TFakeReply,
  type TFakeUsage,
  type TRecordedRequest,
} from './model-server';

/**
 * A local stand-in for OpenAI's chat completions API and the OpenAI-compatible servers that copy it
 * (Ollama, vLLM, llama.cpp), for tests: POST /v1/chat/completions, JSON answers and SSE streams with
 * a final usage chunk, OpenAI-shaped errors. The official SDK providers run unmodified against it.
 */
export type TFakeOpenAiOptions = {
  /** Bearer key to require; none: no Authorization needed (a local compatible server). */
  apiKey?: string;
  /** Answer 400 to JSON mode (response_format json_object), as some compatible servers do. */
  rejectJsonObject?: boolean;
  /**
   * Where the API sits, as the service being stood in for has it: '/v1' (OpenAI, vLLM, Ollama),
   * '/api/v1' (OpenRouter), '/openai/v1' (Groq). The fake's baseUrl ends with it.
   */
  prefix?: string;
  /** The ids GET {prefix}/models lists, as OpenAI and the compatible servers do; none: that path is 404. */
  models?: string[];
};

export async function startFakeOpenAi(options: TFakeOpenAiOptions = {}): Promise<TFakeModelServer> {
  const server = await startFakeModelServer(openAiChatHandler(options));
  return { ...server, baseUrl: `${server.origin}${options.prefix ?? '/v1'}` };
}

/** The chat completions endpoint alone, for fakes that serve it beside their own API (Ollama). */
export function openAiChatHandler(options: TFakeOpenAiOptions = {}): TFakeHandler {
  const endpoint = `${options.prefix ?? '/v1'}/chat/completions`;
  const modelsPath = `${options.prefix ?? '/v1'}/models`;
  return async (req, next, res) => {
    if (options.models && req.method === 'GET' && req.path === modelsPath) {
      return listModels(req, res, options);
    }
    if (req.method !== 'POST' || req.path !== endpoint) {
      return sendError(res, 404, `Unknown path ${req.path}`, 'invalid_request_error');
    }
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      // Echoes the key it was given, so tests can prove the service never logs it.
      return sendError(
        res,
        401,
        `Incorrect API key provided: ${given}.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    const format = req.body.response_format as { type?: string } | undefined;
    if (options.rejectJsonObject && format?.type === 'json_object') {
      return sendError(
        res,
        400,
        "'response_format.type' must be 'json_schema' or 'text'",
        'invalid_request_error',
      );
    }
    const reply = next();
    if (!reply) return sendError(res, 500, 'The fake has no scripted reply for this request', 'server_error');
    if ('delayMs' in reply && reply.delayMs) await sleep(reply.delayMs);
    if (reply.type === 'error') {
      return sendError(
        res,
        reply.status,
        reply.message ?? `Error ${reply.status}`,
        errorType(reply.status),
        undefined,
        reply.headers,
      );
    }
    if (reply.type === 'page') return sendPage(res, reply.status, reply.html);
    if (req.body.stream === true) return stream(req, reply, res);
    if (reply.type === 'hang') return;
    if (reply.type === 'stream-error') return sendError(res, 500, reply.message, 'server_error');
    const refusal = reply.type === 'refusal';
    const usage = reply.usage ?? { input: 10, output: 5 };
    sendJson(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: req.body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: refusal ? null : reply.text,
            refusal: refusal ? reply.text : null,
            ...(reply.type === 'text' && reply.reasoning ? { reasoning_content: reply.reasoning } : {}),
          },
          finish_reason: refusal ? 'stop' : (reply.finish ?? 'stop'),
        },
      ],
      usage: openAiUsage(usage),
    });
  };
}

async function stream(
  req: TRecordedRequest,
  reply: Exclude<TFakeReply, { type: 'error' } | { type: 'page' }>,
  res: http.ServerResponse,
): Promise<void> {
  startSse(res);
  const base = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: req.body.model,
  };
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const delta = (content: string) =>
    send({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  if (reply.type === 'hang') {
    for (const chunk of reply.chunks ?? []) delta(chunk);
    return;
  }
  if (reply.type === 'stream-error') {
    for (const chunk of reply.chunks) delta(chunk);
    send({ error: { message: reply.message, type: 'server_error' } });
    res.end();
    return;
  }
  const refusal = reply.type === 'refusal';
  if (reply.type === 'text' && reply.reasoning) {
    for (const chunk of wordChunks(reply.reasoning)) {
      send({ ...base, choices: [{ index: 0, delta: { reasoning_content: chunk }, finish_reason: null }] });
    }
  }
  if (refusal)
    send({ ...base, choices: [{ index: 0, delta: { refusal: reply.text }, finish_reason: null }] });
  else {
    const chunks = reply.chunks ?? wordChunks(reply.text);
    for (const [index, chunk] of chunks.entries()) {
      if (index > 0 && reply.type === 'text' && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      delta(chunk);
    }
  }
  const finish = refusal ? 'stop' : (reply.finish ?? 'stop');
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finish }] });
  const streamOptions = req.body.stream_options as { include_usage?: boolean } | undefined;
  if (streamOptions?.include_usage) {
    const usage = reply.usage ?? { input: 10, output: 5 };
    send({
      ...base,
      choices: [],
      usage: openAiUsage(usage),
    });
  }
  res.write('data: [DONE]\n\n');
  res.end();
}

/** GET /v1/models: the list object OpenAI answers, behind the same key as the chat endpoint. */
function listModels(req: TRecordedRequest, res: http.ServerResponse, options: TFakeOpenAiOptions): void {
  if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
    return sendError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
  }
  sendJson(res, 200, {
    object: 'list',
    data: (options.models ?? []).map((id) => ({
      id,
      object: 'model',
      created: 1_700_000_000,
      owned_by: 'fake',
    })),
  });
}

/** OpenAI's usage object: the cached part of the prompt under prompt_tokens_details. */
function openAiUsage(usage: TFakeUsage): Record<string, unknown> {
  return {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    ...(usage.cachedInput !== undefined
      ? { prompt_tokens_details: { cached_tokens: usage.cachedInput } }
      : {}),
  };
}

function errorType(status: number): string {
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 401) return 'invalid_request_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type: string,
  code?: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { message, type, param: null, code: code ?? null } }, headers);
}
