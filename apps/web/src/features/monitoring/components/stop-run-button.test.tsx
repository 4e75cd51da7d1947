import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderInApp } from '@/test/render-in-app';
import { monitorStatus, signedInServer, STOP_PATH } from '../testing/monitor-test-kit';
import { MonitorProgress } from './monitor-progress';

const STOP = `POST ${STOP_PATH}`;
const stopButton = () => screen.findByRole('button', { name: 'Stop' });

describe("Stop beside a run's progress (onboarding's Complete Setup)", () => {
  setUpEachTest();

  it('asks the server to stop the run and waits, disabled, for the run to end; offered only while it runs', async () => {
    const { calls } = await signedInServer({ [STOP]: () => json(monitorStatus({ progress: 60 })) });
    const { user, rerender } = renderInApp(<MonitorProgress run={null} />);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    rerender(<MonitorProgress run={monitorStatus({ progress: 60 })} />);
    await user.click(await stopButton());
    expect(calls.filter((c) => c.path === STOP_PATH)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Stopping…' })).toBeDisabled();
    rerender(<MonitorProgress run={monitorStatus({ status: 'COMPLETED', progress: 100, stopped: true })} />);
    expect(screen.queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
  });

  it("a refused stop shows the server's words and can be asked again; a run that ended meanwhile (409) says nothing", async () => {
    let answer = () => json({ detail: 'Monitoring is unavailable right now.', code: 'UNAVAILABLE' }, 503);
    await signedInServer({ [STOP]: () => answer() });
    const { user } = renderInApp(<MonitorProgress run={monitorStatus({ progress: 60 })} />);
    await user.click(await stopButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Monitoring is unavailable right now.');
    answer = () =>
      json({ detail: 'This run has already finished, so there is nothing to stop.', code: 'CONFLICT' }, 409);
    await user.click(await stopButton());
    expect(await screen.findByRole('button', { name: 'Stopping…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
