import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSendResult } from '@/lib/chat/use-chat-turn';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  assistantContent,
  bodyOf,
  callsTo,
  resetToasts,
  signedInServer,
  streamedAnswer,
  streamedReply,
} from '../testing/agent-test-kit';
import { useAgentChat } from './use-agent-chat';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/chat']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** A server whose first POST /agent/ answers with `first` (held open), and later ones with `second`. */
async function serverWithSecondAnswer(first: ReturnType<typeof streamedAnswer>, second: string) {
  const api = await signedInServer({
    'GET /api/agent/session_ids/': () => json([]),
    'POST /api/agent/': () =>
      callsTo(api, 'POST', '/api/agent/').length === 1
        ? first.response()
        : streamedReply('s-1', assistantContent(second)),
  });
  return api;
}

const contents = (items: ReturnType<typeof useAgentChat>['items']) =>
  items.map((i) => (i.kind === 'message' ? `${i.role}: ${i.content}` : i.kind));

describe('useAgentChat', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('a new message aborts the one in flight; the aborted one is silent and leaves no empty answer', async () => {
    const first = streamedAnswer(null);
    const api = await serverWithSecondAnswer(first, 'Got the second.');
    const { result } = renderHook(() => useAgentChat(), { wrapper });

    let firstResult: Promise<TSendResult> | undefined;
    act(() => {
      firstResult = result.current.send('first');
    });
    await waitFor(() => expect(result.current.phase).toBe('streaming'));
    let second: TSendResult | undefined;
    await act(async () => {
      second = await result.current.send('second');
    });
    const [call1, call2] = callsTo(api, 'POST', '/api/agent/');
    expect((call1?.init?.signal as AbortSignal).aborted).toBe(true);
    expect((call2?.init?.signal as AbortSignal).aborted).toBe(false);
    expect(second).toBe('sent');
    expect(await firstResult).toBe('aborted');

    expect(result.current.error).toBeNull();
    expect(contents(result.current.items)).toEqual([
      'user: first',
      'user: second',
      `assistant: ${assistantContent('Got the second.')}`,
    ]);
    expect(result.current.phase).toBe('idle');
    expect(result.current.selectedId).toBe('s-1');
    expect(bodyOf(call2)).toEqual({ user_input: 'second', session_id: null });
  });

  it('an answer already under way keeps what arrived when a newer message aborts it', async () => {
    const first = streamedAnswer('s-1');
    const api = await serverWithSecondAnswer(first, 'Second answer.');
    const { result } = renderHook(() => useAgentChat(), { wrapper });
    act(() => void result.current.send('first'));
    act(() => first.push('Partial'));
    await waitFor(() => expect(contents(result.current.items)).toContain('assistant: Partial'));
    await act(async () => void (await result.current.send('second')));

    // The first answer named the session: the second message continues it.
    expect(bodyOf(callsTo(api, 'POST', '/api/agent/')[1])).toEqual({
      user_input: 'second',
      session_id: 's-1',
    });
    expect(contents(result.current.items)).toEqual([
      'user: first',
      'assistant: Partial',
      'user: second',
      `assistant: ${assistantContent('Second answer.')}`,
    ]);
    const partial = result.current.items[1];
    expect(partial?.kind === 'message' && partial.streaming).toBe(false);
  });
});
