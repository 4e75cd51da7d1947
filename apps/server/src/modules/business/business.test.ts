import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZBusinessInfo, type TBusinessInfoInput, type TCompetitorInput } from '@gatling/shared/api/business';
import type { TSession } from '@gatling/shared/api/session';
import { businessInfo } from '../../db/schema/business';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';
import { getBusinessInfo } from './get-business-info';

const t = useTestApp();

const newUser = () => t.signUpAndConfirm(uniqueEmail('business'));
const get = async (session: TSession) => {
  const res = await t.request('/api/business/info', { headers: bearer(session) });
  expect(res.status).toBe(200);
  return ZBusinessInfo.strict().parse(await res.json());
};
const save = (session: TSession, body: unknown) => t.post('/api/business/info', body, bearer(session));
const rowOf = async (session: TSession) =>
  (await t.database.db.select().from(businessInfo).where(eq(businessInfo.userId, session.user.id)))[0];

const competitor: TCompetitorInput = {
  competitor_name: 'ReplyBot',
  competitor_website: 'https://replybot.example',
  competitor_twitter_handle: '@replybot',
  competitor_summary: 'Canned replies at scale',
  competitor_pros: 'Cheap',
  competitor_cons: 'Sounds like a bot',
  counter_positioning: 'We sound like you',
};
const full: TBusinessInfoInput = {
  business_email: 'hello@acme.example',
  calendar_link: 'https://cal.example/acme/30min',
  one_line_summary: 'Replies in your own voice',
  one_paragraph_summary: 'Acme drafts replies to the posts that matter, in your voice, for you to approve.',
  competitors: [competitor],
};

describe('GET /api/business/info', () => {
  test('every field empty and updated_at null before the first save', async () => {
    const ada = await newUser();
    expect(await get(ada)).toEqual({
      business_email: '',
      calendar_link: '',
      one_line_summary: '',
      one_paragraph_summary: '',
      competitors: [],
      updated_at: null,
    });
    expect(await rowOf(ada)).toBeUndefined();
  });

  test('needs a session', async () => {
    await expectErrorBody(await t.request('/api/business/info'), 401);
    await expectErrorBody(await t.post('/api/business/info', full), 401);
  });
});

describe('API documentation', () => {
  test('GET and POST /api/business/info are in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(Object.keys(doc.paths['/api/business/info'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/business/info']?.post?.requestBody).toBeDefined();
  });
});

describe('POST /api/business/info', () => {
  test('saves and answers the saved object; a second save changes what it sends', async () => {
    const ben = await newUser();
    const res = await save(ben, { ...full, one_line_summary: '  Replies in your own voice  ' });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = ZBusinessInfo.strict().parse(await res.json());
    expect(saved).toMatchObject({
      ...full,
      competitors: [{ ...competitor, competitor_twitter_handle: 'replybot' }],
    });
    expect(saved.updated_at).not.toBeNull();
    expect(await get(ben)).toEqual(saved);
    expect(await getBusinessInfo(t.database.db, ben.user.id)).toEqual(saved);

    // Empty and null clear a field; the summaries, left out, stay as they were.
    const second = await save(ben, { business_email: '', calendar_link: null, competitors: [] });
    expect(second.status).toBe(200);
    expect(await get(ben)).toMatchObject({
      business_email: '',
      calendar_link: '',
      one_line_summary: 'Replies in your own voice',
      one_paragraph_summary: full.one_paragraph_summary,
      competitors: [],
    });
    expect(
      await t.database.db.select().from(businessInfo).where(eq(businessInfo.userId, ben.user.id)),
    ).toHaveLength(1);
  });

  test.each([
    [
      'an invalid e-mail',
      { business_email: 'not-an-email' },
      'business_email: The business e-mail is not a valid e-mail address',
    ],
    [
      'a javascript: calendar link',
      { calendar_link: 'javascript:alert(1)' },
      'calendar_link: The calendar link must be an http:// or https:// address',
    ],
    [
      'a javascript: link hiding https',
      { calendar_link: 'JavaScript:alert(document.cookie)//https://cal.example' },
      'calendar_link: The calendar link must be an http:// or https:// address',
    ],
    [
      'a data: link',
      { calendar_link: 'data:text/html,<script>alert(1)</script>' },
      'calendar_link: The calendar link must be an http:// or https:// address',
    ],
    [
      'an ftp: link',
      { calendar_link: 'ftp://cal.example/x' },
      'calendar_link: The calendar link must be an http:// or https:// address',
    ],
    [
      'a link without a scheme',
      { calendar_link: 'cal.example/acme' },
      'calendar_link: The calendar link must be an http:// or https:// address',
    ],
    [
      'a one-line summary over 200',
      { one_line_summary: 'x'.repeat(201) },
      'one_line_summary: The one-line summary has at most 200 characters',
    ],
    [
      'a paragraph over 2000',
      { one_paragraph_summary: 'x'.repeat(2001) },
      'one_paragraph_summary: The one-paragraph summary has at most 2000 characters',
    ],
    [
      'a competitor without a name',
      { competitors: [{ ...competitor, competitor_name: '  ' }] },
      'competitors.0.competitor_name: Each competitor needs a name',
    ],
    [
      'a javascript: competitor website',
      { competitors: [{ ...competitor, competitor_website: 'javascript:void(0)' }] },
      'competitors.0.competitor_website: The competitor website must be an http:// or https:// address',
    ],
    [
      'a competitor handle that is no username',
      { competitors: [{ ...competitor, competitor_twitter_handle: 'not a handle!' }] },
      'competitors.0.competitor_twitter_handle: The competitor handle must be an X username (letters, digits, _; 15 at most)',
    ],
    [
      '21 competitors',
      { competitors: Array.from({ length: 21 }, () => competitor) },
      'competitors: At most 20 competitors',
    ],
  ])('%s is refused with a readable 422, and nothing changes', async (_label, change, detail) => {
    const cy = await newUser();
    expect((await save(cy, full)).status).toBe(200);
    const before = await get(cy);
    const res = await save(cy, { ...full, ...change });
    expect((await expectErrorBody(res, 422)).detail).toBe(detail);
    expect(await get(cy)).toEqual(before);
  });

  test('a body with one field changes that field and leaves every other as it was', async () => {
    const cid = await newUser();
    expect((await save(cid, full)).status).toBe(200);
    const res = await save(cid, { one_line_summary: 'Only this changes' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await get(cid)).toMatchObject({
      ...full,
      one_line_summary: 'Only this changes',
      competitors: [{ ...competitor, competitor_twitter_handle: 'replybot' }],
    });
    // An empty object changes nothing at all.
    expect((await save(cid, {})).status).toBe(200);
    expect((await get(cid)).one_line_summary).toBe('Only this changes');
  });

  test('not JSON and not an object are refused', async () => {
    const di = await newUser();
    const text = await t.request('/api/business/info', {
      method: 'POST',
      headers: { ...bearer(di), 'content-type': 'text/plain' },
      body: 'hello',
    });
    await expectErrorBody(text, 415);
    await expectErrorBody(await save(di, ['not', 'an', 'object']), 422);
    expect(await rowOf(di)).toBeUndefined();
  });

  test("another user's business info is never visible or changed", async () => {
    const ed = await newUser();
    const fay = await newUser();
    expect((await save(ed, full)).status).toBe(200);
    expect((await get(fay)).business_email).toBe('');
    expect((await save(fay, { ...full, business_email: 'fay@other.example' })).status).toBe(200);
    expect((await get(ed)).business_email).toBe('hello@acme.example');
    expect((await get(fay)).business_email).toBe('fay@other.example');
  });
});
