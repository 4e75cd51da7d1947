import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { subscriptionStatusKey } from '@/features/billing/api/get-subscription-status';
import { PENDING_KEY } from '@/features/replies/api/get-pending-replies';
import { RepliesPage } from '@/features/replies/components/replies-page';
import {
  pendingReply,
  pendingAnswer,
  renderReplies,
  sequence,
  setUpRepliesTests,
  topCard,
} from '@/features/replies/testing/replies-test-kit';
import { SCHEDULED_KEY } from '@/features/scheduled/api/get-scheduled';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { LiveEventsProvider, useLiveStatus } from '@/lib/live/live-events';
import { fakeEventStream } from '@/test/fake-event-stream';
import { signedInServer } from '@/test/signed-in-server';
import { LiveQuerySync } from './live-query-sync';

function Status() {
  return <p>stream {useLiveStatus()}</p>;
}

describe('live query sync', () => {
  setUpRepliesTests();

  it('makes stale what each event changes, and nothing else', async () => {
    const stream = fakeEventStream();
    await signedInServer({ 'GET /api/events': stream.route });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveEventsProvider backoffMs={() => 5}>
            <LiveQuerySync />
            <Status />
          </LiveEventsProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('stream up');
    const keysAfter = async (send: () => void) => {
      invalidate.mockClear();
      act(send);
      await act(() => vi.advanceTimersByTimeAsync(20));
      return invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    };
    expect(await keysAfter(() => stream.send('1', { type: 'draft.created', reply_id: 'r' }))).toEqual([
      PENDING_KEY,
    ]);
    for (const type of ['reply.published', 'reply.failed', 'reply.awaiting_intent'] as const) {
      const event =
        type === 'reply.published'
          ? { type, reply_id: 'r', published_url: null }
          : type === 'reply.failed'
            ? { type, reply_id: 'r', last_error: 'no' }
            : { type, reply_id: 'r' };
      expect(await keysAfter(() => stream.send('2', event))).toEqual([SCHEDULED_KEY]);
    }
    const scheduled = {
      type: 'reply.scheduled',
      reply_id: 'r',
      scheduled_at: '2026-11-25T10:00:00.000Z',
    } as const;
    expect(await keysAfter(() => stream.send('2', scheduled))).toEqual([SCHEDULED_KEY, PENDING_KEY]);
    expect(await keysAfter(() => stream.send('3', { type: 'subscription.changed' }))).toEqual([
      subscriptionStatusKey,
    ]);
    const progress = {
      type: 'monitor.progress',
      monitor_run_id: 'm',
      status: 'RUNNING',
      progress: 40,
    } as const;
    expect(await keysAfter(() => stream.send('4', progress))).toEqual([]);
    const finished = {
      type: 'monitor.finished',
      monitor_run_id: 'm',
      status: 'COMPLETED',
      drafts_created: 2,
      error_message: null,
    } as const;
    expect(await keysAfter(() => stream.send('5', finished))).toEqual([PENDING_KEY]);
  });

  it('a draft arriving while a card is on top joins the stack behind it', async () => {
    const stream = fakeEventStream();
    const A = pendingReply('a');
    const B = pendingReply('b');
    const NEW = pendingReply('new', { created_at: '2026-03-01T09:00:00.000Z' });
    await renderReplies(
      {
        'GET /api/events': stream.route,
        // The server orders by time: the new draft could even come first.
        'GET /api/interactions/pending': sequence(
          () => pendingAnswer([A, B]),
          () => pendingAnswer([NEW, A, B]),
        ),
      },
      {
        page: (
          <LiveEventsProvider backoffMs={() => 5}>
            <LiveQuerySync />
            <Status />
            <RepliesPage emptyAction={() => null} />
          </LiveEventsProvider>
        ),
      },
    );
    await screen.findByText('stream up');
    expect(await screen.findByText(TEXT.replies.remaining(2))).toBeInTheDocument();
    const top = screen.getByTestId('top-card');
    act(() => stream.send('9', { type: 'draft.created', reply_id: 'new' }));
    expect(await screen.findByText(TEXT.replies.remaining(3))).toBeInTheDocument();
    expect(topCard().getByText('Draft reply a')).toBeInTheDocument();
    // The same element: the card in hand was not re-rendered away.
    await waitFor(() => expect(screen.getByTestId('top-card')).toBe(top));
  });
});
