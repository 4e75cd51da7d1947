import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { TSession } from '@gatling/shared/api/session';
import { sql } from 'drizzle-orm';
import { bearer, uniqueEmail, useTestApp } from '#test/harness';
import type { TRouteDoc } from '../openapi/registry';

// Every declared route with a JSON body or a query, and every field of it, gets each kind of bad
// value; each answer must be a 4xx JSON error with a `detail`, and no table may change. A new route
// joins this table by being declared (defineRoutes registers it).
const t = useTestApp();
let session: TSession;
beforeAll(async () => {
  session = await t.signUpAndConfirm(uniqueEmail('table'));
});

/** What the product keeps for users: any change to these tables is a change the request made. */
const TABLES = [
  'profiles',
  'platform_connections',
  'core_users',
  'qualification_rules',
  'business_info',
  'user_styles',
  'style_examples',
  'audience_chat_turns',
  'monitor_keywords',
  'monitor_runs',
  'replies',
  'conversation_items',
  'complaints',
  'agent_sessions',
  'agent_messages',
  'subscriptions',
  'checkout_sessions',
  'daily_interaction_usage',
  'user_model_settings',
];
async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    const rows = await t.database.db.execute(sql.raw(`select * from "${table}" order by 1`));
    parts.push((rows as unknown as { rows: unknown[] }).rows);
  }
  return JSON.stringify(parts);
}

const BAD_VALUES: [string, unknown][] = [
  ['a NUL character', 'before\u0000after'],
  ['a lone surrogate', 'half \ud83d of a face'],
  ['a 100 kB string', 'x'.repeat(100_000)],
  ['a wrong type', { nested: ['not', 'text'] }],
];

const REPLY_ID = '00000000-0000-4000-8000-000000000000';
/**
 * A body each route's schema accepts, so that the one bad field is the only thing wrong with a
 * request. A route declared with a body and missing here fails the test: add its example.
 */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'post /api/auth/bluesky': { identifier: 'someone.bsky.social', app_password: 'abcd-efgh-ijkl-mnop' },
  // No account of the simulated network has this DID: even accepted, it connects nothing.
  'post /api/auth/bluesky/sandbox': { did: 'did:plc:sandbox22222222222222222' },
  'post /api/core-users/add': { username: 'someone' },
  'post /api/core-users/remove': { username: 'someone' },
  'post /api/core-users/import-sheet': { sheets_url: 'https://docs.google.com/spreadsheets/d/abc/edit' },
  'post /api/qualification-rules': { trigger_prompt: 'launch posts', semantic_response: 'congratulate' },
  'patch /api/qualification-rules/{trigger}': { semantic_response: 'congratulate' },
  'post /api/business/info': {
    one_line_summary: 'Replies in your voice',
    calendar_link: 'https://cal.example',
  },
  'post /api/users/style': { style_prompt: 'Short and dry.' },
  'post /api/feedback/approve': { reply_id: REPLY_ID, human_edits: 'Thanks!', dry_send: true },
  'post /api/feedback/reject': { reply_id: REPLY_ID, human_edits: 'no' },
  'post /api/edit/preview': { text: 'A reply', edit_type: 'casual' },
  'post /api/edit/response': { reply_id: REPLY_ID, edit_type: 'casual' },
  'post /api/edit/restore': { reply_id: REPLY_ID, text: 'A reply' },
  'post /api/edit/submit': {
    reply_id: REPLY_ID,
    original_text: 'A reply',
    edited_text: 'My reply',
    edit_type: 'professional',
    save_as_rule: false,
    dry_send: true,
  },
  'post /api/complaint': { interaction_id: REPLY_ID, complaint: 'Not my audience' },
  'post /api/scheduled/restore': { interaction_ids: [REPLY_ID] },
  'post /api/conversations/like': { item_id: REPLY_ID },
  'post /api/conversations/dismiss': { item_id: REPLY_ID },
  'post /api/chat/': { user_input: 'Founders of small SaaS companies', chat_state: null },
  'post /api/keyword/toggle': { keywords: [{ keyword: 'saas pricing', active: true }] },
  'post /api/chat/refine': { user_input: 'They also talk about pricing pages', chat_state: null },
  'post /api/keyword/add': { words: 'pricing page' },
  'post /api/keyword/update': { keyword: 'saas pricing', words: 'pricing page' },
  'post /api/keyword/remove': { keyword: 'saas pricing' },
  'post /api/agent/': { user_input: 'Hello', session_id: null },
  'put /api/settings/content': { show_adult_content: true },
  'put /api/settings/model': { provider: 'openai', model: 'gpt-4.1-mini', api_key: 'sk-0123456789abcdef' },
  'post /api/settings/model/test': {
    provider: 'openai-compatible',
    model: 'local-model',
    api_key: 'token-0123456789',
    base_url: 'http://127.0.0.1:9/v1',
  },
  'post /api/settings/model/available': {
    base_url: 'http://127.0.0.1:9/v1',
    api_key: 'token-0123456789',
  },
  'post /api/create_checkout': {
    success_url: 'http://localhost:3000/s',
    cancel_url: 'http://localhost:3000/c',
  },
};

const exampleOf = (route: TRouteDoc): Record<string, unknown> => {
  const example = EXAMPLES[`${route.method} ${route.path}`];
  if (!example) throw new Error(`${route.method} ${route.path} has a body and no example in EXAMPLES`);
  return example;
};
const wrap = (schema: z.ZodType, value: Record<string, unknown>) =>
  schema instanceof z.ZodArray ? [value] : value;
/** The Hono path of a documented one, with a harmless value for each parameter. */
const pathOf = (route: TRouteDoc) => route.path.replace(/\{\w+\}/g, 'x');

async function expectRefused(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${text}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${text}`).toBeLessThan(500);
  expect(res.headers.get('content-type') ?? '', what).toContain('application/json');
  const body = JSON.parse(text) as { detail?: unknown };
  expect(typeof body.detail, what).toBe('string');
}

const routes = () =>
  t.registry.routes.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/identity'));

describe('every declared route refuses bad input with a 4xx and changes nothing', () => {
  test('JSON bodies: bad values in each field, unknown fields, no body, not JSON', async () => {
    const before = await snapshot();
    let tried = 0;
    for (const route of routes().filter((r) => r.body)) {
      const schema = route.body!;
      const send = (body: string | null, type = 'application/json') =>
        t.request(pathOf(route), {
          method: route.method.toUpperCase(),
          headers: { ...bearer(session), ...(body === null ? {} : { 'content-type': type }) },
          ...(body === null ? {} : { body }),
        });
      const example = exampleOf(route);
      expect(schema.safeParse(wrap(schema, example)).success, `${route.path} example`).toBe(true);
      for (const field of Object.keys(example)) {
        for (const [kind, value] of BAD_VALUES) {
          const what = `${route.method} ${route.path} ${field}: ${kind}`;
          const body = wrap(schema, { ...example, [field]: value });
          await expectRefused(await send(JSON.stringify(body)), what);
          tried += 1;
        }
      }
      const what = `${route.method} ${route.path}`;
      const unknown = wrap(schema, { ...example, not_a_field: 'x' });
      await expectRefused(await send(JSON.stringify(unknown)), `${what} unknown field`);
      await expectRefused(await send(null), `${what} no body`);
      await expectRefused(await send('{"broken":'), `${what} not JSON`);
      await expectRefused(await send('a=1', 'text/plain'), `${what} not JSON`);
    }
    expect(tried).toBeGreaterThan(40);
    expect(await snapshot()).toBe(before);
  });

  test('a query parameter a route does not declare, and a body where none is taken: a 400 naming them', async () => {
    const before = await snapshot();
    const send = (route: TRouteDoc, query: string, init: { type?: string; body?: string } = {}) =>
      t.request(`${pathOf(route)}${query}`, {
        method: route.method.toUpperCase(),
        headers: { ...bearer(session), ...(init.type ? { 'content-type': init.type } : {}) },
        ...(init.body === undefined ? {} : { body: init.body }),
      });
    const detailOf = async (res: Response, what: string) => {
      const text = await res.text();
      expect(res.status, `${what}: ${text}`).toBe(400);
      return (JSON.parse(text) as { detail: string }).detail;
    };
    let bodiless = 0;
    // The payment provider's webhook reads its body raw (the signature covers its bytes).
    for (const route of routes().filter((r) => r.path !== '/api/billing/webhook')) {
      const what = `${route.method} ${route.path}`;
      expect(await detailOf(await send(route, '?not_a_parameter=1'), what), what).toBe(
        'Unknown query parameter: not_a_parameter',
      );
      const declared = route.query ? Object.keys(route.query.shape) : [];
      const both = await detailOf(
        await send(route, `?${declared.map((n) => `${n}=&`).join('')}b=1&a=2`),
        what,
      );
      expect(both, what).toBe('Unknown query parameters: b, a');
      if (route.body || route.method === 'get') continue;
      bodiless += 1;
      const json = 'application/json';
      expect(await detailOf(await send(route, '', { type: json, body: '{"x":1}' }), what)).toBe(
        'Unknown field: x',
      );
      expect(await detailOf(await send(route, '', { type: json, body: '{"x":1,"y":{"z":2}}' }), what)).toBe(
        'Unknown fields: x, y',
      );
      for (const body of ['[1]', '1', 'null', '"text"', '{"broken":']) {
        const detail = await detailOf(await send(route, '', { type: json, body }), `${what} ${body}`);
        expect(detail, `${what} ${body}`).toBe('This request takes no body');
      }
      const form = await send(route, '', { type: 'application/x-www-form-urlencoded', body: 'x=1' });
      expect(await detailOf(form, `${what} form`)).toBe('This request takes no body');
    }
    expect(bodiless).toBeGreaterThan(5);
    expect(await snapshot()).toBe(before);
  });

  // A NUL, then bytes that are not UTF-8: a lone byte, an encoded surrogate, an overlong NUL. The
  // last three were turned into U+FFFD by the query reader and answered 200.
  test.each(['a%00b', 'a%FFb', '%ED%A0%80', '%C0%80'])('queries and paths: %s', async (bad) => {
    const before = await snapshot();
    for (const route of routes()) {
      const names = route.query ? Object.keys(route.query.shape) : ['anything'];
      for (const name of names) {
        const res = await t.request(`${pathOf(route)}?${name}=${bad}`, {
          method: route.method.toUpperCase(),
          headers: bearer(session),
        });
        await expectRefused(res, `${route.method} ${route.path}?${name}=${bad}`);
      }
      if (route.path.includes('{')) {
        const res = await t.request(route.path.replace(/\{\w+\}/g, bad), {
          method: route.method.toUpperCase(),
          headers: bearer(session),
        });
        await expectRefused(res, `${route.method} ${route.path} ${bad} in the path`);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
