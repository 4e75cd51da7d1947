import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '#test/test-database';
import { createLogger } from './logger';

const BEARER = 'sess_4f1c0a9e2b7d4c3a.signature';
const EMAIL = 'ada.private@example.com';
const DRAFT = 'my unsent draft about the launch';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

let t: TTestDatabase;
beforeAll(async () => {
  t = await openTestDatabase(process.env.DATABASE_URL?.trim() || undefined);
});
afterAll(async () => {
  await t?.drop();
});

describe('log lines carry ids, never secrets or content', () => {
  test("a failed query's parameters (tokens, e-mail addresses, drafts) are not logged", async () => {
    const err = await t.database.db
      .execute(sql`select ${BEARER}::int, ${EMAIL}::int, ${DRAFT}::int`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    // The driver's error does carry them: that is what must not reach the log.
    expect(JSON.stringify({ m: (err as Error).message, ...(err as object) })).toContain(EMAIL);
    const { logger, text } = capture();
    logger.error({ err, req_id: 'r-1', user_id: 'u-1' }, 'unhandled error');
    const line = text();
    for (const secret of [BEARER, EMAIL, DRAFT]) expect(line).not.toContain(secret);
    expect(line).toContain('r-1');
    expect(line).toContain('u-1');
    expect(line).toContain('Failed query');
  });

  test('credentials at any depth, bearer values, OAuth values and query strings are redacted', () => {
    const { logger, text } = capture();
    const providerError = Object.assign(
      new Error(`GET https://api.x.com/2/users/me?token=${BEARER} failed`),
      {
        request: { headers: { Authorization: `OAuth oauth_token="${BEARER}", oauth_signature="s1g"` } },
        data: {
          headers: { authorization: `Bearer ${BEARER}` },
          nested: { password: 'hunter22', email: EMAIL },
        },
      },
    );
    logger.warn(
      { err: providerError, context: { apiKey: 'sk-live-123', note: `Bearer ${BEARER}` } },
      'failed',
    );
    logger.info(`reset link http://localhost:3000/reset?token=${BEARER} sent`);
    const out = text();
    for (const secret of [BEARER, 'hunter22', EMAIL, 'sk-live-123', 's1g']) expect(out).not.toContain(secret);
    expect(out).toContain('http://localhost:3000/reset?[redacted]');
    expect(out).toContain('https://api.x.com/2/users/me?[redacted]');
  });
});
