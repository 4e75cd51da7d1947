import { getTwitterProfileRoute } from '@gatling/shared/api/connections-routes';
import { updateRuleRoute } from '@gatling/shared/api/rules-routes';
import { getChatSessionRoute } from '@gatling/shared/api/agent-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteScheduledRoute, listSentRoute } from '@gatling/shared/api/scheduled-routes';
import { fakeApi, json } from '@/test/fake-api';
import { callApi } from './api-client';
import { authClient } from './auth/auth-client';

const RULE = {
  trigger_prompt: 'Pricing/plans (B2B)',
  semantic_response: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('calls made from a contract', () => {
  beforeEach(() => {
    vi.spyOn(authClient, 'accessToken').mockReturnValue('token-1');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('send the method and body the contract names, to its path with the parameter encoded its way', async () => {
    const api = fakeApi({
      'PATCH /api/qualification-rules/Pricing%2Fplans%20%28B2B%29': () => json({ rule: RULE }),
    });
    const answer = await callApi(updateRuleRoute, {
      params: { trigger: 'Pricing/plans (B2B)' },
      body: { semantic_response: 'Point to the plans' },
    });
    expect(answer.rule.trigger_prompt).toBe(RULE.trigger_prompt);
    expect(api.calls[0]?.init?.body).toBe(JSON.stringify({ semantic_response: 'Point to the plans' }));
    expect(new Headers(api.calls[0]?.init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('encode other parameters with encodeURIComponent', async () => {
    const api = fakeApi({ 'GET /api/agent/session/s%20new': () => json({ id: 's new' }) });
    await callApi(getChatSessionRoute, { params: { id: 's new' } });
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/agent/session/s%20new']);
  });

  it('hand on the answer as the server sent it: the server checks it, the web only types it', async () => {
    fakeApi({ 'GET /api/agent/session/s1': () => json({ nope: true }) });
    await expect(callApi(getChatSessionRoute, { params: { id: 's1' } })).resolves.toEqual({ nope: true });
  });

  it('send a list in the query comma-separated, each item encoded, and leave out what is not given', async () => {
    const api = fakeApi({
      'DELETE /api/scheduled': () => json({ deleted_ids: ['a b', 'x,y'] }),
      'GET /api/sent': () => json({ items: [], next_cursor: null }),
    });
    await callApi(deleteScheduledRoute, { query: { interaction_ids: ['a b', 'x,y'] } });
    await callApi(listSentRoute, { query: { limit: 20, cursor: undefined } });
    expect(api.calls.map((c) => c.url.search)).toEqual(['?interaction_ids=a%20b,x%2Cy', '?limit=20']);
  });

  it('answer null for 204 where the contract allows it', async () => {
    fakeApi({ 'GET /api/auth/twitter/profile': () => new Response(null, { status: 204 }) });
    await expect(callApi(getTwitterProfileRoute)).resolves.toBeNull();
  });
});
