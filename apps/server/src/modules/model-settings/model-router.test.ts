import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import { allowConsoleError } from '#test/console-error';
import { startFakeOllama } from '#test/fakes/ollama-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import {
  bearer,
  createTestApp,
  openedForAll,
  TEST_AUTH_SECRET,
  TEST_TOKEN_KEY,
  uniqueEmail,
  useTestApp,
  type TTestApp,
} from '#test/harness';
import { fakeListeningDatabase } from '#test/kits/fake-listen';
import { answer, echoTask } from '#test/kits/llm';
import { userModelSettings } from '../../db/schema/model-settings';
import { LlmError } from '../../integrations/llm/errors';
import { createLogger } from '../../lib/logger';
import { createTokenCipher } from '../../lib/token-cipher';
import { signedTokenOfBearer } from '../../auth/hashed-session-tokens';
import { sessionStatementWith, verifySession } from '../../auth/verify-session';
import { createModelRouter } from './model-router';
import { readVersionedModelSettingsRow } from './settings-row';

/** Which model answers a user's calls, in each process, as settings change. */
const ollama = openedForAll(() => startFakeOllama({ defaultText: '{"answer":"local","count":1}' }));
const vllm = openedForAll(() => startFakeOpenAi());
// The compatible servers here are local fakes on ports chosen as they start: loopback is allowed.
const t = useTestApp(() => ({ OLLAMA_URL: ollama.url, LLM_ALLOW_LOOPBACK: 'true' }));

/** Who answers her calls: the offline writer (it answers the product's tasks only) or a model's echo. */
const ask = async (app: TTestApp, userId: string) =>
  (await app.models.serviceFor(userId)).kind === 'offline'
    ? 'offline'
    : app.services.llm.run(echoTask, { question: 'who?' }, { userId });
const failureOf = (app: TTestApp, userId: string) =>
  ask(app, userId).then(
    () => null,
    (err: unknown) => err,
  );

const put = (app: TTestApp, session: TSession, body: unknown) =>
  app.request('/api/settings/model', {
    method: 'PUT',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A router on the app's database whose announcements the test delivers, when it chooses. */
async function routerHearingByHand() {
  const fake = fakeListeningDatabase();
  const router = createModelRouter({
    instance: t.models.instance,
    database: { db: t.database.db, listen: fake.database.listen },
    cipher: createTokenCipher(TEST_TOKEN_KEY),
    logger: createLogger('silent'),
    config: t.config,
  });
  await Promise.resolve();
  fake.listening();
  return { fake, router };
}

describe('the model that answers a user’s calls', () => {
  test('a change made through one process reaches the others at once, and back again', async () => {
    const other = await createTestApp({ OLLAMA_URL: ollama.url }, { shareDatabaseOf: t });
    try {
      await Promise.all([t.models.ready, other.models.ready]);
      const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
      // Both processes have answered (and kept) the instance's model for her.
      expect(await ask(t, ada.user.id)).toBe('offline');
      expect(await ask(other, ada.user.id)).toBe('offline');

      expect((await put(t, ada, { provider: 'ollama', model: 'llama3.2:3b' })).status).toBe(200);
      // This process forgot at once; the other when the database announced the change.
      expect(await ask(t, ada.user.id)).toEqual({ answer: 'LOCAL', count: 1 });
      await expect.poll(() => ask(other, ada.user.id)).toEqual({ answer: 'LOCAL', count: 1 });

      expect(
        (await other.request('/api/settings/model', { method: 'DELETE', headers: bearer(ada) })).status,
      ).toBe(200);
      await expect.poll(() => ask(t, ada.user.id)).toBe('offline');
      expect(await ask(other, ada.user.id)).toBe('offline');
    } finally {
      await other.close();
    }
  });

  test('the drafting model every opening of the app reads is kept with the service, and forgotten with it', async () => {
    const { fake, router } = await routerHearingByHand();
    const ada = await t.signUpAndConfirm(uniqueEmail('ada-opening'));
    expect((await put(t, ada, { provider: 'ollama', model: 'llama3.2:3b' })).status).toBe(200);
    const own = { source: 'own', provider: 'ollama', model: 'llama3.2:3b' };
    expect(await router.draftingModelOf(ada.user.id)).toEqual(own);
    // The row goes, and this router hears nothing of it: what it read is kept, so it did not read again...
    await t.database.db.delete(userModelSettings).where(eq(userModelSettings.userId, ada.user.id));
    expect(await router.draftingModelOf(ada.user.id)).toEqual(own);
    // ...and the service of the user's calls is built from that same read.
    expect((await router.serviceFor(ada.user.id)).kind).not.toBe('offline');
    // Once the change is heard, both go.
    fake.notify(ada.user.id);
    expect(await router.draftingModelOf(ada.user.id)).toMatchObject({ source: 'instance' });
    expect((await router.serviceFor(ada.user.id)).kind).toBe('offline');
    await router.close();
  });

  test('the opening reads the row in the session’s statement; the router keeps it unless something was heard', async () => {
    const { fake, router } = await routerHearingByHand();
    const db = t.database.db;
    const opening = sessionStatementWith('gatling_opening_router_test', router.opening.beside);
    const open = async (session: TSession) => {
      const mark = router.opening.mark();
      const signed = signedTokenOfBearer(`Bearer ${session.access_token}`);
      const found = await verifySession(db, signed, TEST_AUTH_SECRET, Date.now(), opening);
      if (!found) throw new Error('no session');
      return { found, mark };
    };
    const own = { source: 'own', provider: 'ollama', model: 'llama3.2:3b' };

    const ada = await t.signUpAndConfirm(uniqueEmail('ada-beside'));
    expect((await put(t, ada, { provider: 'ollama', model: 'llama3.2:3b' })).status).toBe(200);
    const first = await open(ada);
    expect(router.opening.adopt(ada.user.id, first.found.read, first.mark)).toEqual(own);
    // Kept: the row goes unheard, and the router answers what the opening read, service included.
    await db.delete(userModelSettings).where(eq(userModelSettings.userId, ada.user.id));
    expect(await router.draftingModelOf(ada.user.id)).toEqual(own);
    expect((await router.serviceFor(ada.user.id)).kind).not.toBe('offline');
    fake.notify(ada.user.id);
    expect(await router.draftingModelOf(ada.user.id)).toMatchObject({ source: 'instance' });

    // Something heard while the statement ran (about anyone: the user is not known before it):
    // the answer is what was read, and nothing is kept.
    const ben = await t.signUpAndConfirm(uniqueEmail('ben-beside'));
    expect((await put(t, ben, { provider: 'ollama', model: 'llama3.2:3b' })).status).toBe(200);
    const second = await open(ben);
    fake.notify(ada.user.id);
    expect(router.opening.adopt(ben.user.id, second.found.read, second.mark)).toEqual(own);
    await db.delete(userModelSettings).where(eq(userModelSettings.userId, ben.user.id));
    expect(await router.draftingModelOf(ben.user.id)).toMatchObject({ source: 'instance' });

    // No row: the instance's model, kept the same way.
    const cy = await t.signUpAndConfirm(uniqueEmail('cy-beside'));
    const third = await open(cy);
    expect(router.opening.adopt(cy.user.id, third.found.read, third.mark)).toMatchObject({
      source: 'instance',
    });
    await router.close();
  });

  test('a compatible server keeps its JSON-mode fallback between calls (the service is kept)', async () => {
    const refusing = await startFakeOpenAi({ rejectJsonObject: true });
    try {
      await t.models.ready;
      const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
      const res = await put(t, ben, {
        provider: 'openai-compatible',
        model: 'local-model',
        base_url: refusing.baseUrl,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      refusing.reply(answer('{"answer":"a","count":1}'), answer('{"answer":"b","count":2}'));
      expect(await ask(t, ben.user.id)).toEqual({ answer: 'A', count: 1 });
      expect(await ask(t, ben.user.id)).toEqual({ answer: 'B', count: 2 });
      // JSON mode once (refused), then plain text for that call and the next.
      expect(
        refusing.requests.map(
          (r) => (r.body.response_format as { type?: string } | undefined)?.type ?? 'text',
        ),
      ).toEqual(['json_object', 'text', 'text']);
    } finally {
      await refusing.close();
    }
  });

  test('its own write announced back after a call keeps the service; a newer write or a removal does not', async () => {
    const { fake, router } = await routerHearingByHand();
    const announce = fake.notify;
    const refusing = await startFakeOpenAi({ rejectJsonObject: true });
    try {
      const eve = await t.signUpAndConfirm(uniqueEmail('eve'));
      const spec = { provider: 'openai-compatible', model: 'local-model', base_url: refusing.baseUrl };
      expect((await put(t, eve, spec)).status).toBe(200);
      const versionOf = async () =>
        `${eve.user.id} ${(await readVersionedModelSettingsRow(t.database.db, eve.user.id))?.version}`;
      const call = () => router.run(echoTask, { question: 'who?' }, { userId: eve.user.id });
      const formats = () =>
        refusing.requests.map(
          (r) => (r.body.response_format as { type?: string } | undefined)?.type ?? 'text',
        );
      refusing.reply(...['a', 'b', 'c', 'd', 'e'].map((x) => answer(`{"answer":"${x}","count":1}`)));

      expect(await call()).toEqual({ answer: 'A', count: 1 });
      announce(await versionOf()); // the save, heard only now
      expect(await call()).toEqual({ answer: 'B', count: 1 });
      expect(formats()).toEqual(['json_object', 'text', 'text']);

      // Saved again: the row is another version, and the service is built anew.
      expect((await put(t, eve, spec)).status).toBe(200);
      announce(await versionOf());
      expect(await call()).toEqual({ answer: 'C', count: 1 });
      expect(formats()).toEqual(['json_object', 'text', 'text', 'json_object', 'text']);

      // An announcement naming another version (a change made elsewhere) or none (a removal).
      announce(`${eve.user.id} 1`);
      expect(await call()).toEqual({ answer: 'D', count: 1 });
      announce(eve.user.id);
      expect(await call()).toEqual({ answer: 'E', count: 1 });
      expect(formats().slice(5)).toEqual(['json_object', 'text', 'json_object', 'text']);
    } finally {
      await refusing.close();
      await router.close();
    }
  });

  test('an address the operator no longer allows fails with what to do, and reaches nothing', async () => {
    const cat = await t.signUpAndConfirm(uniqueEmail('cat'));
    expect(
      (await put(t, cat, { provider: 'openai-compatible', model: 'm', base_url: vllm.baseUrl })).status,
    ).toBe(200);
    // The same data served by a production process, where loopback is not allowed by default.
    const prod = await createTestApp(
      {
        NODE_ENV: 'production',
        TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
        OLLAMA_URL: 'off',
        BILLING: 'off',
        SMTP_URL: 'smtp://mail.example.com:587',
      },
      { shareDatabaseOf: t },
    );
    try {
      vllm.requests.length = 0;
      const failure = await failureOf(prod, cat.user.id);
      expect(failure).toBeInstanceOf(LlmError);
      expect((failure as LlmError).detail).toBe(
        'This server no longer allows the address of your model server. Choose another model under Settings › Drafting model.',
      );
      expect(vllm.requests).toHaveLength(0);

      await t.database.db
        .update(userModelSettings)
        .set({ provider: 'ollama', model: 'llama3.2:3b', baseUrl: null })
        .where(eq(userModelSettings.userId, cat.user.id));
      prod.models.forget(cat.user.id);
      expect(((await failureOf(prod, cat.user.id)) as LlmError).detail).toBe(
        'Your model settings cannot be used: Ollama is turned off on this server. Choose another model under Settings › Drafting model.',
      );
    } finally {
      await prod.close();
    }
  });

  test('a key that can no longer be opened asks for it again', async () => {
    allowConsoleError(); // the operator is told in the log
    const dan = await t.signUpAndConfirm(uniqueEmail('dan'));
    expect(
      (await put(t, dan, { provider: 'openai', model: 'gpt-4o', api_key: 'sk-dan-0123456789abcdef' })).status,
    ).toBe(200);
    await t.database.db
      .update(userModelSettings)
      .set({ apiKeySealed: 'v1.broken.value.here' })
      .where(eq(userModelSettings.userId, dan.user.id));
    t.models.forget(dan.user.id);
    const failure = await failureOf(t, dan.user.id);
    expect((failure as LlmError).detail).toBe(
      'Your saved API key can no longer be read. Enter it again under Settings › Drafting model.',
    );
  });
});
