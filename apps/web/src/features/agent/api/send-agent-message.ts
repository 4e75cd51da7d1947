import type { TAgentInput } from '@gatling/shared/api/agent';
import { AGENT_SESSION_HEADER } from '@gatling/shared/api/agent-content';
import { apiFetch } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * The server's refusal of a message before its answer started, with the wait it asked for
 * (Retry-After, in seconds) when it gave one: a 429 from the rate limit or the model's provider.
 */
export class AgentSendError extends ApiError {
  constructor(
    error: ApiError,
    readonly retryAfterSeconds: number | null,
  ) {
    super(error.status, error.detail, error.code);
  }
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? Math.ceil(seconds) : null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  const left = Math.ceil((at - now) / 1000);
  return left > 0 ? left : null;
}

type TStreamHandlers = {
  signal: AbortSignal;
  /**
   * The session the turn belongs to (the x-session-id header), as soon as the server answers. An
   * error answer names none: the server took the turn back (nor is a new session kept).
   */
  onSession?: (sessionId: string | null) => void;
  /**
   * The server answered 200: the answer has started (the server answers so only once the model's
   * first chunk is in hand, and from then on keeps the turn, however it ends).
   */
  onStarted?: () => void;
  /** The assistant's content so far (markers included), after each chunk. */
  onText: (content: string) => void;
};

const abortError = () => new DOMException('The answer was aborted', 'AbortError');

/**
 * POST /agent/: sends one message and reads the streamed answer. A failure before the answer
 * starts is the server's JSON error (AgentSendError, with its Retry-After); a failure or abort
 * while reading rejects too.
 */
export async function sendAgentMessage(
  input: TAgentInput,
  { signal, onSession, onStarted, onText }: TStreamHandlers,
): Promise<{ sessionId: string | null; content: string }> {
  let sessionId: string | null = null;
  let retryAfter: string | null = null;
  const res = await apiFetch('/agent/', {
    method: 'POST',
    body: input,
    signal,
    onHeaders: (headers) => {
      retryAfter = headers.get('retry-after');
      sessionId = headers.get(AGENT_SESSION_HEADER);
      onSession?.(sessionId);
    },
  }).catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.status === 0) throw err;
    throw new AgentSendError(err, retryAfterSeconds(retryAfter));
  });
  onStarted?.();
  if (!res.body) {
    const content = await res.text();
    onText(content);
    return { sessionId, content };
  }
  const reader = res.body.getReader();
  // The real fetch ends the body on abort; a body made some other way is cancelled here.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let content = '';
  try {
    for (;;) {
      if (signal.aborted) throw abortError();
      const { done, value } = await reader.read();
      if (signal.aborted) throw abortError();
      if (done) break;
      content += decoder.decode(value, { stream: true });
      onText(content);
    }
    content += decoder.decode();
    onText(content);
    return { sessionId, content };
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
