import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';
import { later, scheduledReply } from '../testing/scheduled-test-kit';
import { useDeleteScheduled } from './delete-scheduled';
import { SCHEDULED_KEY } from './get-scheduled';
import { HAND_OFFS_KEY } from './get-hand-offs';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useDeleteScheduled', () => {
  it('drops the deleted replies from the lists and leaves the hand-offs, which share the key, as they are', async () => {
    // Updating every query under the scheduled key as a list threw on the hand-offs' answer, so a
    // delete that had gone through was reported as failed.
    await signedInServer({ 'DELETE /api/scheduled': () => json({ deleted_ids: ['a'] }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = [scheduledReply('a', later(30)), scheduledReply('b', later(60))];
    const handOffs = { ready: [], next_ready_at: null };
    client.setQueryData([...SCHEDULED_KEY, 'all'], list);
    client.setQueryData(HAND_OFFS_KEY, handOffs);
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteScheduled({ onSuccess, onError }), { wrapper });
    result.current.mutate({ ids: ['a'], kind: 'many' });
    await waitFor(() => expect(onSuccess.mock.calls.length + onError.mock.calls.length).toBe(1));
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess.mock.calls[0]![0]).toEqual(['a']);
    expect(client.getQueryData<typeof list>([...SCHEDULED_KEY, 'all'])?.map((r) => r.id)).toEqual(['b']);
    expect(client.getQueryData(HAND_OFFS_KEY)).toEqual(handOffs);
  });
});
