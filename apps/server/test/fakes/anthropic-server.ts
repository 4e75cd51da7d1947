import type http from 'node:http';
import {
  sendJson,
  sendPage,
  sleep,
  startFakeModelServer,
  startSse,
  wordChunks,
  type TFakeModelServer,
  type TFakeReply,
  type TFakeUsage,
  type TRecordedRequest,
} from './model-server';

/**
 * A local stand-in for Anthropic's Messages API, for tests: POST /v1/messages with the x-api-key
 * and anthropic-version headers, JSON answers, the SSE event stream (message_start,
 * content_block_*, message_delta, message_stop), Anthropic-shaped errors. When the request forces
 * the "json" tool (the SDK's structured output on models without native JSON), the scripted text
 * comes back as that tool's input, as Claude answers.
 */
export async function startFakeAnthropic(options: { apiKey: string }): Promise<TFakeModelServer> {
  return startFakeModelServer(async (req, next, res) => {
    if (req.method !== 'POST' || req.path !== '/v1/messages') {
      return sendError(res, 404, 'not_found_error', `Unknown path ${req.path}`);
    }
    if (req.headers['x-api-key'] !== options.apiKey) {
      return sendError(res, 401, 'authentication_error', 'invalid x-api-key');
    }
    if (!req.headers['anthropic-version']) {
      return sendError(res, 400, 'invalid_request_error', 'anthropic-version header is required');
    }
    const reply = next();
    if (!reply) return sendError(res, 500, 'api_error', 'The fake has no scripted reply for this request');
    if ('delayMs' in reply && reply.delayMs) await sleep(reply.delayMs);
    if (reply.type === 'error') {
      const type =
        reply.status === 429 ? 'rate_limit_error' : reply.status === 529 ? 'overloaded_error' : 'api_error';
      return sendError(res, reply.status, type, reply.message ?? `Error ${reply.status}`, reply.headers);
    }
    if (reply.type === 'page') return sendPage(res, reply.status, reply.html);
    if (req.body.stream === true) return stream(req, reply, res);
    if (reply.type === 'hang') return;
    if (reply.type === 'stream-error') return sendError(res, 529, 'overloaded_error', reply.message);
    const usage = reply.usage ?? { input: 12, output: 6 };
    const refusal = reply.type === 'refusal';
    const toolInput = !refusal && forcesJsonTool(req) ? jsonObject(reply.text) : undefined;
    const content = toolInput
      ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: toolInput }]
      : reply.text
        ? [{ type: 'text', text: reply.text }]
        : [];
    sendJson(res, 200, {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: req.body.model,
      content,
      stop_reason: refusal ? 'refusal' : toolInput ? 'tool_use' : stopReason(reply.finish),
      stop_sequence: null,
      usage: { ...anthropicInputUsage(usage), output_tokens: usage.output },
    });
  });
}

/** The request offers only the "json" tool and requires a tool call (tool_choice any, or that tool). */
function forcesJsonTool(req: TRecordedRequest): boolean {
  const tools = (req.body.tools as { name?: string }[] | undefined) ?? [];
  const choice = req.body.tool_choice as { type?: string; name?: string } | undefined;
  const onlyJson = tools.length === 1 && tools[0]?.name === 'json';
  return onlyJson && (choice?.type === 'any' || (choice?.type === 'tool' && choice.name === 'json'));
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Anthropic counts the input read from and written to its cache apart from input_tokens. */
function anthropicInputUsage(usage: TFakeUsage): Record<string, number> {
  const read = usage.cachedInput ?? 0;
  const written = usage.cacheWrite ?? 0;
  return {
    input_tokens: usage.input - read - written,
    cache_read_input_tokens: read,
    cache_creation_input_tokens: written,
  };
}

function stopReason(finish: 'stop' | 'length' | 'content_filter' | undefined): string {
  if (finish === 'length') return 'max_tokens';
  if (finish === 'content_filter') return 'refusal';
  return 'end_turn';
}

function stream(
  req: TRecordedRequest,
  reply: Exclude<TFakeReply, { type: 'error' } | { type: 'page' }>,
  res: http.ServerResponse,
): void {
  startSse(res);
  const send = (event: string, data: Record<string, unknown>) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
  const usage = 'usage' in reply && reply.usage ? reply.usage : { input: 12, output: 6 };
  send('message_start', {
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: req.body.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...anthropicInputUsage(usage), output_tokens: 1 },
    },
  });
  send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  send('ping', {});
  const delta = (text: string) =>
    send('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
  if (reply.type === 'hang') {
    for (const chunk of reply.chunks ?? []) delta(chunk);
    return;
  }
  if (reply.type === 'stream-error') {
    for (const chunk of reply.chunks) delta(chunk);
    send('error', { error: { type: 'overloaded_error', message: reply.message } });
    res.end();
    return;
  }
  const refusal = reply.type === 'refusal';
  if (!refusal) for (const chunk of reply.chunks ?? wordChunks(reply.text)) delta(chunk);
  send('content_block_stop', { index: 0 });
  send('message_delta', {
    delta: { stop_reason: refusal ? 'refusal' : stopReason(reply.finish), stop_sequence: null },
    usage: { output_tokens: usage.output },
  });
  send('message_stop', {});
  res.end();
}

function sendError(
  res: http.ServerResponse,
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { type: 'error', error: { type, message } }, headers);
}
