import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { platformConnections } from '../../db/schema/connections';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { MONITOR_DETAIL } from './monitor-details';
import { monitoringKit } from '#test/kits/monitoring';

const t = useTestApp();
const kit = monitoringKit(t);

describe('POST /api/monitor/trigger', () => {
  test('queues one run and answers it again while it is open', async () => {
    const { session: ada } = await kit.connectedUser('ada');
    const runId = await kit.trigger(ada);
    expect(await kit.trigger(ada)).toBe(runId);
    const runs = await kit.runsOf(ada);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: runId, status: 'QUEUED', trigger: 'manual', attempts: 0 });
    expect(await kit.status(ada, runId)).toEqual({
      monitor_run_id: runId,
      status: 'QUEUED',
      progress: 0,
      is_complete: false,
      error_message: null,
      posts_found: 0,
      posts_qualified: 0,
      drafts_created: 0,
      skipped: [],
      stopped: false,
      created_at: runs[0]!.createdAt.toISOString(),
      finished_at: null,
    });
  });

  test('takes no body: fields are a 400 naming them and start no run; an empty body or {} is fine', async () => {
    const { session: abe } = await kit.connectedUser('abe');
    const trigger = (init: RequestInit) =>
      t.request('/api/monitor/trigger', {
        ...init,
        method: 'POST',
        headers: { ...bearer(abe), ...(init.headers as Record<string, string>) },
      });
    const json = { 'content-type': 'application/json' };
    expect(await expectErrorBody(await trigger({ headers: json, body: '{"x":1}' }), 400)).toMatchObject({
      detail: 'Unknown field: x',
      code: 'BAD_REQUEST',
    });
    const withQuery = await t.request('/api/monitor/trigger?x=1', { method: 'POST', headers: bearer(abe) });
    expect((await expectErrorBody(withQuery, 400)).detail).toBe('Unknown query parameter: x');
    expect(await kit.runsOf(abe)).toEqual([]);

    for (const init of [
      {},
      { headers: { 'content-length': '0' } },
      { headers: json, body: '' },
      { headers: json, body: '{}' },
      { headers: json, body: ' { }\n' },
    ] as RequestInit[]) {
      const res = await trigger(init);
      expect(res.status, `${JSON.stringify(init)}: ${await res.clone().text()}`).toBe(200);
    }
    expect(await kit.runsOf(abe)).toHaveLength(1);
  });

  test('without a connected X account: 409 saying to connect, and no run', async () => {
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const res = await t.post('/api/monitor/trigger', {}, bearer(ben));
    expect(await expectErrorBody(res, 409)).toMatchObject({
      detail: MONITOR_DETAIL.notConnected,
      code: 'CONFLICT',
    });
    expect(MONITOR_DETAIL.notConnected).toMatch(
      /^No X or Bluesky account is connected\. Connect one in Settings/,
    );
    expect(await kit.runsOf(ben)).toEqual([]);
  });

  test('with a connection that needs reconnecting: 409 saying to connect again', async () => {
    const { session: cy } = await kit.connectedUser('cy');
    await t.database.db
      .update(platformConnections)
      .set({ status: 'reconnect_needed' })
      .where(eq(platformConnections.userId, cy.user.id));
    const res = await t.post('/api/monitor/trigger', {}, bearer(cy));
    expect((await expectErrorBody(res, 409)).detail).toBe(MONITOR_DETAIL.reconnect);
    expect(await kit.runsOf(cy)).toEqual([]);
  });
});

describe('GET /api/monitor/status/{id}', () => {
  test("another user's run, an unknown id and a malformed one are all 404", async () => {
    const { session: dee } = await kit.connectedUser('dee');
    const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
    const runId = await kit.trigger(dee);
    for (const [session, id] of [
      [eve, runId],
      [dee, '00000000-0000-4000-8000-000000000000'],
      [dee, 'not-a-run'],
      [dee, `${runId}x`],
    ] as const) {
      const res = await t.request(`/api/monitor/status/${id}`, { headers: bearer(session) });
      expect(await expectErrorBody(res, 404)).toMatchObject({
        detail: MONITOR_DETAIL.runNotFound,
        code: 'NOT_FOUND',
      });
    }
    expect((await kit.status(dee, runId)).status).toBe('QUEUED');
  });
});

describe('access and documentation', () => {
  test('both routes need a session', async () => {
    await expectErrorBody(await t.post('/api/monitor/trigger', {}), 401);
    await expectErrorBody(await t.request('/api/monitor/status/00000000-0000-4000-8000-000000000000'), 401);
  });

  test('both routes are in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/api/monitor/trigger']?.post).toBeDefined();
    expect(doc.paths['/api/monitor/status/{id}']?.get).toBeDefined();
  });
});
