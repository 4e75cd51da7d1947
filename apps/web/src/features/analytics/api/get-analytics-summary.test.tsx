import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { LiveEventsProvider, useLiveStatus } from '@/lib/live/live-events';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { fakeEventStream } from '@/test/fake-event-stream';
import { signedInServer } from '@/test/signed-in-server';
import { analyticsSummary } from '../testing/analytics-test-kit';
import { useAnalyticsSummary } from './get-analytics-summary';

function Probe() {
  const summary = useAnalyticsSummary('7d', 'UTC');
  return (
    <p>
      stream {useLiveStatus()}, calls {summary.data?.model_usage.calls ?? '…'}
    </p>
  );
}

describe('useAnalyticsSummary', () => {
  setUpEachTest();

  it('asks again when a monitoring run ends, a reply goes out or an answer comes in', async () => {
    const stream = fakeEventStream();
    const { calls } = await signedInServer({
      'GET /api/events': stream.route,
      'GET /api/analytics/summary': () => json(analyticsSummary({ range: '7d' })),
    });
    const asked = () => calls.filter((c) => c.url.pathname === '/api/analytics/summary').length;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <LiveEventsProvider backoffMs={() => 5}>
            <Probe />
          </LiveEventsProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('stream up, calls 130');
    expect(asked()).toBe(1);

    act(() =>
      stream.send('2', {
        type: 'monitor.finished',
        monitor_run_id: 'm',
        status: 'COMPLETED',
        drafts_created: 2,
        error_message: null,
      }),
    );
    await waitFor(() => expect(asked()).toBe(2));
    act(() => stream.send('3', { type: 'reply.published', reply_id: 'r', published_url: null }));
    await waitFor(() => expect(asked()).toBe(3));
    // An answer came in: the Conversations card counts it.
    act(() => stream.send('4', { type: 'conversations.changed', open: 1 }));
    await waitFor(() => expect(asked()).toBe(4));
  });
});
