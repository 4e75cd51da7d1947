import { describe, expect, test, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import {
  BaseProvider,
  DEFAULT_RATE_LIMIT_WINDOW_MS,
  normaliseUsername,
  rateLimitResetAt,
  type TBaseProviderOptions,
  type TCallOptions,
} from './base-provider';
import {
  BadInputError,
  PlatformDownError,
  PlatformError,
  RateLimitedError,
  ReconnectNeededError,
} from './errors';

/** What a platform client might throw: a status, a reset header, and the request it made. */
class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly resetSeconds?: number,
  ) {
    super(`HTTP ${status}`);
  }
  readonly request = { headers: { authorization: 'OAuth oauth_token="secret-access-token"' } };
}

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);

class TestProvider extends BaseProvider {
  readonly id = 'twitter' as const;
  mapCalls = 0;
  constructor(options: TBaseProviderOptions) {
    super(options);
  }
  protected mapError(err: unknown): PlatformError {
    this.mapCalls += 1;
    if (!(err instanceof FakeHttpError)) return new PlatformError('unexpected', { cause: err });
    if (err.status >= 500) return new PlatformDownError(`down ${err.status}`, { cause: err });
    if (err.status === 429) return this.rateLimited('slow down', err.resetSeconds, err);
    if (err.status === 401) return new ReconnectNeededError('revoked', { cause: err });
    return new BadInputError(`bad ${err.status}`, { cause: err });
  }
  run<T>(fn: () => Promise<T>, options?: TCallOptions): Promise<T> {
    return this.call('testOperation', fn, options);
  }
  delay(attempt: number): number {
    return this.backoffDelay(attempt);
  }
}

function setup(overrides: Partial<TBaseProviderOptions> = {}) {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => lines.push(line) });
  const sleeps: number[] = [];
  const provider = new TestProvider({
    logger,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => NOW,
    ...overrides,
  });
  const logs = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { provider, sleeps, lines, logs };
}

/** A function failing with the given errors in turn, then answering 'ok'. */
function failing(...errors: unknown[]) {
  return vi.fn(async () => {
    const next = errors.shift();
    if (next !== undefined) throw next;
    return 'ok';
  });
}

describe('BaseProvider.call retries', () => {
  test('a platform-down failure is retried, and the call then succeeds', async () => {
    const { provider, sleeps } = setup();
    const fn = failing(new FakeHttpError(503));
    await expect(provider.run(fn)).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(sleeps).toHaveLength(1);
  });

  test('attempts are bounded: after 3 tries the PlatformDownError is thrown', async () => {
    const { provider, sleeps } = setup();
    const fn = vi.fn(async () => {
      throw new FakeHttpError(503);
    });
    await expect(provider.run(fn)).rejects.toBeInstanceOf(PlatformDownError);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(sleeps).toHaveLength(2);
  });

  test('network errors mapped to platform-down are retried the same way', async () => {
    const { provider } = setup({ retry: { attempts: 4 } });
    const fn = failing(new FakeHttpError(502), new FakeHttpError(500), new FakeHttpError(504));
    await expect(provider.run(fn)).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  test('a call marked not idempotent is never repeated', async () => {
    const { provider, sleeps } = setup();
    const fn = failing(new FakeHttpError(503));
    await expect(provider.run(fn, { idempotent: false })).rejects.toBeInstanceOf(PlatformDownError);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  test.each([
    [401, ReconnectNeededError],
    [400, BadInputError],
    [429, RateLimitedError],
  ])('a %i is not retried', async (status, type) => {
    const { provider, sleeps } = setup();
    const fn = failing(new FakeHttpError(status, 1_772_370_000));
    await expect(provider.run(fn)).rejects.toBeInstanceOf(type);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });
});

describe('backoff', () => {
  test('grows exponentially with jitter and never passes the cap', () => {
    const retry = { attempts: 12, baseDelayMs: 400, maxDelayMs: 3_000 };
    const low = setup({ retry, random: () => 0 }).provider;
    const high = setup({ retry, random: () => 0.999999 }).provider;
    expect([1, 2, 3].map((a) => low.delay(a))).toEqual([200, 400, 800]);
    expect([1, 2, 3].map((a) => high.delay(a))).toEqual([400, 800, 1600]);
    for (let attempt = 1; attempt <= 40; attempt++) {
      expect(high.delay(attempt)).toBeLessThanOrEqual(3_000);
      expect(low.delay(attempt)).toBeGreaterThanOrEqual(200);
    }
  });

  test('the sleeps of a failing call are the capped backoff delays', async () => {
    const { provider, sleeps } = setup({ retry: { attempts: 6, baseDelayMs: 1_000, maxDelayMs: 2_500 } });
    const fn = vi.fn(async () => {
      throw new FakeHttpError(503);
    });
    await expect(provider.run(fn)).rejects.toBeInstanceOf(PlatformDownError);
    expect(sleeps).toHaveLength(5);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(2_500);
  });

  test('a rate limit is thrown at once with its reset time, never slept on', async () => {
    const { provider, sleeps } = setup();
    const reset = Math.floor(NOW / 1000) + 15 * 60;
    const err = await provider.run(failing(new FakeHttpError(429, reset))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).resetAt.getTime()).toBe(reset * 1000);
    expect(sleeps).toEqual([]);
  });
});

describe('rateLimitResetAt', () => {
  test('reads unix seconds; a missing reset means a full window; a past one means shortly', () => {
    expect(rateLimitResetAt(1_772_370_000, NOW).toISOString()).toBe(
      new Date(1_772_370_000_000).toISOString(),
    );
    expect(rateLimitResetAt(undefined, NOW).getTime()).toBe(NOW + DEFAULT_RATE_LIMIT_WINDOW_MS);
    expect(rateLimitResetAt(Number.NaN, NOW).getTime()).toBe(NOW + DEFAULT_RATE_LIMIT_WINDOW_MS);
    expect(rateLimitResetAt(Math.floor(NOW / 1000) - 60, NOW).getTime()).toBe(NOW + 1000);
  });
});

describe('error mapping', () => {
  test('a PlatformError thrown by the call passes through unmapped', async () => {
    const { provider } = setup();
    const own = new BadInputError('the provider decided');
    await expect(provider.run(failing(own))).rejects.toBe(own);
    expect(provider.mapCalls).toBe(0);
  });

  test('anything else goes through mapError; a mapping that throws still yields a PlatformError', async () => {
    const { provider } = setup();
    await expect(provider.run(failing(new TypeError('boom')))).rejects.toThrow('unexpected');

    class Broken extends TestProvider {
      protected override mapError(): PlatformError {
        throw new Error('mapping bug');
      }
    }
    const broken = new Broken({ logger: createLogger('silent') });
    const err = await broken.run(failing(new FakeHttpError(500))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).not.toBeInstanceOf(PlatformDownError);
  });
});

describe('logging', () => {
  test('failures are logged at warn, typed, and never with the request or its token', async () => {
    const { provider, lines, logs } = setup();
    await provider.run(failing(new FakeHttpError(503))).catch(() => undefined);
    await provider.run(failing(new FakeHttpError(401))).catch(() => undefined);
    await provider.run(failing(new TypeError('boom'))).catch(() => undefined);

    const entries = logs();
    expect(entries.every((e) => e.level === 40)).toBe(true);
    const retry = entries.find((e) => e.msg === 'platform call failed; retrying');
    expect(retry).toMatchObject({ platform: 'twitter', operation: 'testOperation', attempt: 1 });
    const revoked = entries.find((e) => e.errorType === 'ReconnectNeededError');
    expect(revoked?.msg).toBe('platform access was revoked or is invalid; the user must reconnect');
    expect(revoked?.msg).not.toMatch(/unexpected/);
    const unknown = entries.find((e) => e.errorType === 'PlatformError');
    expect(unknown?.msg).toBe('platform call failed with an unexpected error');
    expect(lines.join('\n')).not.toContain('secret-access-token');
  });

  test('a rate limit is logged with its reset time', async () => {
    const { provider, logs } = setup();
    const reset = Math.floor(NOW / 1000) + 60;
    await provider.run(failing(new FakeHttpError(429, reset))).catch(() => undefined);
    expect(logs()[0]).toMatchObject({
      errorType: 'RateLimitedError',
      resetAt: new Date(reset * 1000).toISOString(),
    });
  });
});

test('normaliseUsername strips @ and spaces and lower-cases', () => {
  expect(normaliseUsername('  @@Alice_Dev ')).toBe('alice_dev');
  expect(normaliseUsername('bob')).toBe('bob');
});
