import { describe, expect, test } from 'vitest';
import { startFakeOllama } from '#test/fakes/ollama-server';
import { bearer, openedForAll, uniqueEmail, useTestApp } from '#test/harness';

/** The context window drafting fits a batch in (LanguageService.contextTokens), per user, through the router. */
const ollama = openedForAll(() => startFakeOllama({ context: { loaded: 8192, numCtx: 32_768 } }));
const t = useTestApp(() => ({ OLLAMA_URL: ollama.url }));

describe('the context window of the model a user drafts with', () => {
  test("is their Ollama's, read from the server; none for a user on the instance's model", async () => {
    const ada = await t.signUpAndConfirm(uniqueEmail('ada'));
    const ben = await t.signUpAndConfirm(uniqueEmail('ben'));
    const res = await t.request('/api/settings/model', {
      method: 'PUT',
      headers: { ...bearer(ada), 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'ollama', model: 'llama3.2:3b' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    ollama.requests.length = 0;

    expect(await t.services.llm.contextTokens?.({ userId: ada.user.id })).toBe(8192);
    expect(ollama.requests.map((r) => r.path).sort()).toEqual(['/api/ps', '/api/show']);
    expect((await t.services.llm.contextTokens?.({ userId: ben.user.id })) ?? null).toBeNull();
    expect((await t.services.llm.contextTokens?.({ userId: null })) ?? null).toBeNull();
  });
});
