import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from '@/lib/router';
import type { TAgentMemory, TChatMessage, TChatSession } from '@gatling/shared/api/agent';
import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_SESSION_HEADER,
} from '@gatling/shared/api/agent-content';
import { CHAT_INPUT_COPY } from '@/components/chat-input';
import { json } from '@/test/fake-api';
import { renderRouter, Where } from '@/test/render-in-app';
import { AGENT_COPY as COPY } from '../texts';
import { signedInServer } from '@/test/signed-in-server';

export { resetToasts } from '@/test/render-in-app';

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export function session(
  id: string,
  title: string | null,
  updated_at: string | null = minutesAgo(5),
): TChatSession {
  return { id, title, updated_at };
}

export function message(role: TChatMessage['role'], content: string): TChatMessage {
  return { role, content, created_at: '2026-03-01T10:00:00.000Z' };
}

/** Assistant content as the server stores and streams it: reasoning, answer marker, answer, completed. */
export const assistantContent = (answer: string, reasoning = '') =>
  `${reasoning ? `${reasoning}\n` : ''}${AGENT_ANSWER_MARKER}\n${answer}\n${AGENT_COMPLETED_MARKER}`;

export const detailAnswer = (s: TChatSession, messages: TChatMessage[]) => json({ session: s, messages });

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'BAD_REQUEST') =>
  json({ detail, code }, status);

/**
 * A streamed POST /agent/ answer the test writes to chunk by chunk (`push`) and ends (`close`) or
 * breaks (`fail`), naming the session in x-session-id when `sessionId` is given.
 */
export function streamedAnswer(sessionId: string | null) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  if (sessionId) headers[AGENT_SESSION_HEADER] = sessionId;
  return {
    response: () => new Response(body, { status: 200, headers }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: (err: unknown) => controller.error(err),
  };
}

/** A whole streamed answer at once. */
export function streamedReply(sessionId: string | null, content: string) {
  const stream = streamedAnswer(sessionId);
  stream.push(content);
  stream.close();
  return stream.response();
}

export function memory(overrides: Partial<TAgentMemory> = {}): TAgentMemory {
  return {
    username: 'ada',
    style_prompt: 'Warm, brief, lowercase.',
    audience_summary: 'Solo SaaS founders looking for first customers.',
    core_users: ['levelsio', 'marc_louvion'],
    keywords: { active: ['first customers', 'indie hackers'], inactive: ['churn'] },
    rules: [{ trigger_prompt: 'Asks about pricing', semantic_response: 'Mention the free trial' }],
    business_summary: 'Gatling drafts replies in your voice.',
    ...overrides,
  };
}

export type TApi = Awaited<ReturnType<typeof signedInServer>>;

export const callsTo = (api: TApi, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

export const bodyOf = (call: { init: RequestInit | undefined } | undefined) =>
  call?.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : undefined;

/** Renders `element` at `url` (e.g. '/chat?session=s1') with Query, a router and the toaster. */
export function renderChat(element: ReactNode, url = '/chat') {
  const router = createMemoryRouter(
    [
      { path: '/chat', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return renderRouter(router);
}

export const input = () => screen.getByRole('textbox', { name: CHAT_INPUT_COPY.label });
export const conversation = () => screen.getByRole('log', { name: COPY.conversation });
export const inConversation = () => within(conversation());
/**
 * Waits for `text` in the conversation (which is not there while a session loads). The conversation
 * is looked up again at each try: a session that starts loading replaces it, and a wait held on the
 * one found first would read a detached element to the end.
 */
export const findInConversation = (text: string) =>
  waitFor(() => within(screen.getByRole('log', { name: COPY.conversation })).getByText(text));
/** The open session as the URL names it. */
export const sessionParam = (router: ReturnType<typeof renderChat>['router']) =>
  new URLSearchParams(router.state.location.search).get('session');

export { deferred } from '@/test/signed-in-server';
export { signedInServer };
