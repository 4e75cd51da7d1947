import { beforeEach } from 'vitest';
import type { TFakeModelServer } from '../fakes/model-server';
import { startFakeOpenAi } from '../fakes/openai-server';
import { openedForAll, useTestApp, type TTestApp } from '../harness';

/**
 * The app for the test file with an OpenAI-compatible model as the instance's model: the local fake,
 * opened before the app reads its address, with no retries so a scripted failure is seen at once,
 * and its recorded requests cleared before each test so a test reads only its own.
 */
export function useAppWithCompatibleModel(): { fake: TFakeModelServer; t: TTestApp } {
  const fake = openedForAll(() => startFakeOpenAi());
  const t = useTestApp(() => ({
    LLM_PROVIDER: 'openai-compatible',
    LLM_MODEL: 'llama3.1:8b',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MAX_RETRIES: '0',
    LLM_TIMEOUT_MS: '5000',
  }));
  beforeEach(() => {
    fake.requests.length = 0;
  });
  return { fake, t };
}
