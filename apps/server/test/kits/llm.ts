import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../src/db/schema/auth';
import { llmCalls } from '../../src/db/schema/llm';
import type { TDatabase, TDb } from '../../src/db/client';
import { openTestDatabase, type TTestDatabase } from '../test-database';
import { createLogger, type TLogger } from '../../src/lib/logger';
import { startFakeAnthropic } from '../fakes/anthropic-server';
import type { TFakeModelServer } from '../fakes/model-server';
import { startFakeOpenAi } from '../fakes/openai-server';
export { answer, lastUserMessage } from '../fakes/model-answers';
import { createModelService } from '../../src/integrations/llm/model-service';
import type { TModelTarget } from '../../src/integrations/llm/providers';
import type { LanguageService, TTask } from '../../src/integrations/llm/types';
import { LlmError } from '../../src/integrations/llm/errors';
import { openedForAll } from '../harness';

/**
 * Shared pieces of the language-model tests: a service of each provider kind pointed at its local
 * fake, a log that can be searched, users to account calls to, and a small structured test task.
 */

/** Only ever sent to the local fakes. */
export const TEST_KEY = 'sk-test-key-for-the-local-fake-0123456789';
export const TEST_PRICING = { inputUsdPerMtok: 3, outputUsdPerMtok: 15 };
export const PROVIDER_KINDS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type TProviderKind = (typeof PROVIDER_KINDS)[number];

export const MODEL_BY_KIND: Record<TProviderKind, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.1:8b',
};

export async function startFakeFor(kind: TProviderKind): Promise<TFakeModelServer> {
  if (kind === 'anthropic') return startFakeAnthropic({ apiKey: TEST_KEY });
  return startFakeOpenAi(kind === 'openai' ? { apiKey: TEST_KEY } : {});
}

export function targetFor(kind: TProviderKind, baseUrl: string, model = MODEL_BY_KIND[kind]): TModelTarget {
  if (kind === 'openai-compatible') return { kind, model, baseUrl };
  return { kind, model, apiKey: TEST_KEY, baseUrl };
}

/** A log kept in memory, as JSON lines. */
export function memoryLogger(): { logger: TLogger; lines: string[]; text: () => string } {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}

export function serviceFor(
  kind: TProviderKind,
  fake: TFakeModelServer,
  deps: { db: TDb; logger: TLogger },
  overrides: { timeoutMs?: number; maxRetries?: number; model?: string; apiKey?: string } = {},
): LanguageService {
  const target = targetFor(kind, fake.baseUrl, overrides.model);
  if (overrides.apiKey && target.kind !== 'openai-compatible') target.apiKey = overrides.apiKey;
  return createModelService({
    target,
    timeoutMs: overrides.timeoutMs ?? 5000,
    maxRetries: overrides.maxRetries ?? 0,
    pricing: TEST_PRICING,
    db: deps.db,
    logger: deps.logger,
  });
}

export async function createUser(db: TDb, id: string): Promise<string> {
  await db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  return id;
}

export async function callsOf(db: TDb, userId: string) {
  return db.select().from(llmCalls).where(eq(llmCalls.userId, userId)).orderBy(llmCalls.createdAt);
}

export const ZEcho = z.object({
  answer: z.string().describe('The answer.'),
  count: z.number().describe('How many.'),
});
export type TEcho = z.infer<typeof ZEcho>;

/** A structured task whose post-processing is visible (upper-cases the answer). */
export const echoTask: TTask<{ question: string }, TEcho> = {
  name: 'analyze-style',
  maxOutputTokens: 123,
  temperature: 0.3,
  build: (input) => ({ system: 'You answer test questions.', prompt: `Question: ${input.question}` }),
  schema: ZEcho,
  postProcess: (output) => ({ ...output, answer: output.answer.toUpperCase() }),
};

/** The system prompt a recorded request carried, whatever the provider's shape. */
export function systemOf(body: Record<string, unknown>): string {
  if (Array.isArray(body.messages)) {
    const system = (body.messages as { role: string; content: unknown }[]).find(
      (m) => m.role === 'system' || m.role === 'developer',
    );
    if (system) return String(system.content);
  }
  if (typeof body.system === 'string') return body.system;
  if (Array.isArray(body.system)) return (body.system as { text: string }[]).map((s) => s.text).join('\n');
  return '';
}

/**
 * A fresh database for the test file (PostgreSQL when DATABASE_URL is set), opened before its
 * tests and dropped after them; call at the top level and read it through the getter inside tests.
 */
export function useTestDatabase(): () => TDatabase {
  let testDb: TTestDatabase | undefined;
  beforeAll(async () => {
    testDb = await openTestDatabase(process.env.DATABASE_URL?.trim() || undefined);
  });
  afterAll(async () => {
    await testDb?.drop();
  });
  return () => {
    if (!testDb) throw new Error('the test database is not open yet');
    return testDb.database;
  };
}

/**
 * Inside a describe block of one provider kind: its fake server, started before the block's tests
 * and closed after them; `user`, created then, to account calls to; a log to search; and the model
 * service pointed at the fake (options as serviceFor's).
 */
export function providerFixture(kind: TProviderKind, testDatabase: () => TDatabase, user: string) {
  const fake = openedForAll(() => startFakeFor(kind));
  const log = memoryLogger();
  beforeAll(async () => {
    await createUser(testDatabase().db, user);
  });
  const service = (overrides?: Parameters<typeof serviceFor>[3]) =>
    serviceFor(kind, fake, { db: testDatabase().db, logger: log.logger }, overrides);
  return { fake, log, service };
}

/** The LlmError a call rejects with; fails when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}
