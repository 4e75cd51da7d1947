import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAppEvent } from '@gatling/shared/api/events';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { authClient } from '@/lib/auth/auth-client';
import { setUpEachTest } from '@/test/each-test';
import { fakeEventStream } from '@/test/fake-event-stream';
import { json, TEST_SESSION } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';
import { LiveEventsProvider, useLiveEvent, useLiveStatus } from './live-events';

const seen: TAppEvent[] = [];

function Probe() {
  useLiveEvent((event) => seen.push(event));
  return <p>stream {useLiveStatus()}</p>;
}

/** The provider signed in, with <Probe /> under it; a short wait between connections by default. */
function renderProvider(backoffMs: (attempt: number) => number = () => 5) {
  render(
    <AuthProvider>
      <LiveEventsProvider backoffMs={backoffMs}>
        <Probe />
      </LiveEventsProvider>
    </AuthProvider>,
  );
}

async function renderLive() {
  seen.length = 0;
  const stream = fakeEventStream();
  const api = await signedInServer({ 'GET /api/events': stream.route });
  renderProvider();
  await screen.findByText('stream up');
  return { stream, api };
}

describe('live events', () => {
  setUpEachTest();

  it('opens one stream with the bearer token and hands on each event, skipping keep-alives', async () => {
    const { stream } = await renderLive();
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.authorization).toBe(`Bearer ${TEST_SESSION.access_token}`);
    act(() => {
      stream.write(': keep-alive\n\nid: 1\nevent: draft.cre');
      stream.write('ated\ndata: {"type":"draft.created",');
      stream.write('"reply_id":"r1"}\n');
    });
    act(() => stream.write('\n'));
    act(() => stream.send('2', { type: 'subscription.changed' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([{ type: 'draft.created', reply_id: 'r1' }, { type: 'subscription.changed' }]);
  });

  it('skips an event it cannot read and goes on', async () => {
    const { stream } = await renderLive();
    act(() => {
      stream.write('id: 1\nevent: draft.created\ndata: {not json\n\n');
      stream.write('id: 2\nevent: something.new\ndata: {}\n\n');
      stream.send('3', { type: 'reply.awaiting_intent', reply_id: 'r9' });
    });
    await waitFor(() => expect(seen).toEqual([{ type: 'reply.awaiting_intent', reply_id: 'r9' }]));
  });

  it('reconnects after the stream ends or breaks, sending the last id seen as Last-Event-ID', async () => {
    const { stream } = await renderLive();
    expect(stream.connections[0]!.lastEventId).toBeNull();
    act(() => stream.send('41', { type: 'draft.created', reply_id: 'r1' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    act(() => stream.close());
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[1]!.lastEventId).toBe('41');
    act(() => stream.send('42', { type: 'draft.created', reply_id: 'r2' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    act(() => stream.fail());
    await waitFor(() => expect(stream.connections).toHaveLength(3));
    expect(stream.connections[2]!.lastEventId).toBe('42');
  });

  it('tries again after a refused connection, and stops on sign-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = fakeEventStream();
    let refusals = 1;
    const { calls } = await signedInServer({
      'GET /api/events': (url, init) =>
        refusals-- > 0 ? json({ detail: 'down', code: 'X' }, 503) : stream.route(url, init),
      'POST /api/identity/sign-out': () => json({}),
    });
    renderProvider();
    await screen.findByText('stream up');
    expect(calls.filter((c) => c.path === '/api/events')).toHaveLength(2);
    await act(() => authClient.signOut());
    await screen.findByText('stream down');
    expect(stream.connections[0]!.signal?.aborted).toBe(true);
    // Many times the wait between connections (5 ms here): no new one.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls.filter((c) => c.path === '/api/events')).toHaveLength(2);
  });

  it('an answer that is not an event stream counts as a failure: the waits grow', async () => {
    const attempts: number[] = [];
    await signedInServer({
      'GET /api/events': () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    });
    renderProvider((n) => (attempts.push(n), 5));
    await waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(3));
    expect(attempts.slice(0, 3)).toEqual([1, 2, 3]);
    expect(screen.getByText('stream down')).toBeInTheDocument();
  });
});
