import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TTestApp } from '#test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every operation the API documents, sorted: a route added, removed or moved changes this list. */
const OPERATIONS = [
  'DELETE /api/agent/session/{id}',
  'DELETE /api/auth/bluesky/profile',
  'DELETE /api/auth/twitter/profile',
  'DELETE /api/qualification-rules/{trigger}',
  'DELETE /api/scheduled',
  'DELETE /api/settings/model',
  'GET /api/agent/memory',
  'GET /api/agent/session/{id}',
  'GET /api/agent/session_ids/',
  'GET /api/analytics/replies',
  'GET /api/analytics/summary',
  'GET /api/auth/bluesky/profile',
  'GET /api/auth/bluesky/sandbox/accounts',
  'GET /api/auth/twitter/callback',
  'GET /api/auth/twitter/profile',
  'GET /api/auth/twitter/request_token',
  'GET /api/build_user_profile/twitter/analyze',
  'GET /api/business/info',
  'GET /api/chat/history/',
  'GET /api/complaint',
  'GET /api/conversations',
  'GET /api/conversations/count',
  'GET /api/core-users',
  'GET /api/core-users/suggestions',
  'GET /api/events',
  'GET /api/identity/magic-link/verify',
  'GET /api/identity/verify-email',
  'GET /api/interactions/pending',
  'GET /api/keyword/status',
  'GET /api/monitor/status/{id}',
  'GET /api/onboarding/status',
  'GET /api/public-config',
  'GET /api/qualification-rules',
  'GET /api/scheduled',
  'GET /api/scheduled/hand-offs',
  'GET /api/sent',
  'GET /api/session',
  'GET /api/settings/content',
  'GET /api/settings/model',
  'GET /api/settings/model/ollama',
  'GET /api/subscription/status',
  'GET /api/users/style',
  'PATCH /api/qualification-rules/{trigger}',
  'POST /api/agent/',
  'POST /api/auth/bluesky',
  'POST /api/auth/bluesky/sandbox',
  'POST /api/billing/webhook',
  'POST /api/business/info',
  'POST /api/cancel_subscription',
  'POST /api/chat/',
  'POST /api/chat/refine',
  'POST /api/checkout/create',
  'POST /api/complaint',
  'POST /api/conversations/dismiss',
  'POST /api/conversations/like',
  'POST /api/core-users/add',
  'POST /api/core-users/import-sheet',
  'POST /api/core-users/remove',
  'POST /api/create_checkout',
  'POST /api/edit/preview',
  'POST /api/edit/response',
  'POST /api/edit/restore',
  'POST /api/edit/submit',
  'POST /api/feedback/approve',
  'POST /api/feedback/reject',
  'POST /api/identity/change-password',
  'POST /api/identity/email-otp/send-verification-otp',
  'POST /api/identity/phone-number/send-otp',
  'POST /api/identity/phone-number/verify',
  'POST /api/identity/request-password-reset',
  'POST /api/identity/reset-password',
  'POST /api/identity/sign-in/email',
  'POST /api/identity/sign-in/email-otp',
  'POST /api/identity/sign-in/magic-link',
  'POST /api/identity/sign-in/social',
  'POST /api/identity/sign-out',
  'POST /api/identity/sign-up/email',
  'POST /api/keyword/add',
  'POST /api/keyword/remove',
  'POST /api/keyword/toggle',
  'POST /api/keyword/update',
  'POST /api/monitor/stop/{id}',
  'POST /api/monitor/trigger',
  'POST /api/onboarding/complete',
  'POST /api/qualification-rules',
  'POST /api/scheduled/check-finished',
  'POST /api/scheduled/hand-offs/start',
  'POST /api/scheduled/restore',
  'POST /api/scheduled/{id}/check-posted',
  'POST /api/scheduled/{id}/retry',
  'POST /api/settings/model/available',
  'POST /api/settings/model/test',
  'POST /api/subscription/skip-trial',
  'POST /api/users/style',
  'PUT /api/settings/content',
  'PUT /api/settings/model',
];

const documented = async () => {
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
};

describe('GET /api/openapi.json', () => {
  test('lists exactly the operations the API serves', async () => {
    expect(await documented()).toEqual(OPERATIONS);
  });

  test('every documented operation is a route of the app, declared in the same place', async () => {
    const routed = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    const missing = (await documented()).filter((op) => !routed.has(op.replace(/\{(\w+)\}/g, ':$1')));
    expect(missing).toEqual([]);
  });
});
