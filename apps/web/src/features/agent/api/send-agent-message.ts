import { AGENT_SESSION_HEADER, type TAgentInput } from '@gatling/shared/api/agent';
import { apiFetch } from '@/lib/api-client';

type TStreamHandlers = {
  signal: AbortSignal;
  /**
   * The session the turn belongs to (the x-session-id header), as soon as the server answers: on
   * an error answer too, since the server has stored the user's message by then.
   */
  onSession?: (sessionId: string | null) => void;
  /** The assistant's content so far (markers included), after each chunk. */
  onText: (content: string) => void;
};

const abortError = () => new DOMException('The answer was aborted', 'AbortError');

/**
 * POST /agent/: sends one message and reads the streamed answer. A failure before the answer
 * starts is the server's JSON error (ApiError); a failure or abort while reading rejects too.
 */
export async function sendAgentMessage(
  input: TAgentInput,
  { signal, onSession, onText }: TStreamHandlers,
): Promise<{ sessionId: string | null; content: string }> {
  let sessionId: string | null = null;
  const res = await apiFetch('/agent/', {
    method: 'POST',
    body: input,
    signal,
    onHeaders: (headers) => {
      sessionId = headers.get(AGENT_SESSION_HEADER);
      onSession?.(sessionId);
    },
  });
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
