import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { chatReply, deferred, resetToasts, signedInServer } from '../testing/audience-test-kit';
import type { TSendResult } from '@/lib/chat/use-chat-turn';
import { useAudienceChat } from './use-audience-chat';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useAudienceChat', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('a new message aborts the one in flight; the aborted one is silent', async () => {
    const first = deferred();
    const signals: (AbortSignal | null | undefined)[] = [];
    await signedInServer({
      'GET /api/chat/history/': () => json([]),
      'POST /api/chat/': (_url, init) => {
        signals.push(init?.signal);
        return signals.length === 1 ? first.promise : json(chatReply([['second', 'Got the second.']], 30));
      },
    });
    const { result } = renderHook(() => useAudienceChat(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    let firstResult: Promise<TSendResult> | undefined;
    act(() => {
      firstResult = result.current.send('first');
    });
    await waitFor(() => expect(signals).toHaveLength(1));
    let second: TSendResult | undefined;
    await act(async () => {
      second = await result.current.send('second');
    });
    expect(signals[0]?.aborted).toBe(true);
    expect(second).toBe('sent');
    first.release(json(chatReply([['first', 'Late answer.']], 90)));
    expect(await firstResult).toBe('aborted');

    expect(result.current.error).toBeNull();
    expect(result.current.messages.map((m) => m.content)).toEqual([
      expect.any(String),
      'second',
      'Got the second.',
    ]);
    expect(result.current.clarity).toBe(30);
    expect(result.current.sending).toBe(false);
  });
});
