import { describe, expect, test } from 'vitest';
import { ZContentSettings, type TContentSettings } from '@gatling/shared/api/content-settings';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, expectErrorBody, uniqueEmail, useTestApp } from '#test/harness';

const t = useTestApp();

const PATH = '/api/settings/content';

const read = (session: TSession) => t.request(PATH, { headers: bearer(session) });
const save = (session: TSession, body: string) =>
  t.request(PATH, {
    method: 'PUT',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body,
  });

async function settings(res: Response): Promise<TContentSettings> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return ZContentSettings.strict().parse(JSON.parse(text));
}

describe('Settings › Content', () => {
  test('adult content is off by default, and the user turns it on and off again', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('content'));
    expect(await settings(await read(session))).toEqual({ show_adult_content: false });

    const on = JSON.stringify({ show_adult_content: true });
    expect(await settings(await save(session, on))).toEqual({ show_adult_content: true });
    expect(await settings(await read(session))).toEqual({ show_adult_content: true });

    const off = JSON.stringify({ show_adult_content: false });
    expect(await settings(await save(session, off))).toEqual({ show_adult_content: false });
    expect(await settings(await read(session))).toEqual({ show_adult_content: false });
  });

  test('bad input is a 4xx JSON error and changes nothing', async () => {
    const session = await t.signUpAndConfirm(uniqueEmail('content-bad'));
    await settings(await save(session, JSON.stringify({ show_adult_content: true })));
    for (const body of [
      JSON.stringify({ show_adult_content: 'yes' }),
      JSON.stringify({ show_adult_content: null }),
      JSON.stringify({}),
      JSON.stringify({ show_adult_content: false, other: 1 }),
      '{"show_adult_content":',
    ]) {
      await expectErrorBody(await save(session, body));
    }
    expect(await settings(await read(session))).toEqual({ show_adult_content: true });
  });

  test('without a session: 401', async () => {
    await expectErrorBody(await t.request(PATH), 401);
  });

  test("one user's choice leaves another's untouched", async () => {
    const alice = await t.signUpAndConfirm(uniqueEmail('content-alice'));
    const bob = await t.signUpAndConfirm(uniqueEmail('content-bob'));
    await settings(await save(alice, JSON.stringify({ show_adult_content: true })));
    expect(await settings(await read(bob))).toEqual({ show_adult_content: false });
    await settings(await save(bob, JSON.stringify({ show_adult_content: false })));
    expect(await settings(await read(alice))).toEqual({ show_adult_content: true });
  });
});
