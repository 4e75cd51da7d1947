import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZAnalyzeAnswer,
  ZStyleAnswer,
  type TAnalyzeAnswer,
  type TStyleAnswer,
} from '@gatling/shared/api/style';
import type { TSession } from '@gatling/shared/api/session';
import type { TConfig } from '../../src/config';
import type { TDatabase } from '../../src/db/client';
import { styleExamples, userStyles } from '../../src/db/schema/style';
import { createPlatformRegistry } from '../../src/boot';
import { platformRegistry, type TPlatformRegistry } from '../../src/integrations/platform/registry';
import type { PlatformProvider } from '../../src/integrations/platform/types';
import { createLogger } from '../../src/lib/logger';
import { bearer, type TTestApp } from '../harness';

/** The configured platforms, with a switch that makes the next reads of a user's posts fail (on either). */
export function failingPlatforms() {
  const failure: { next: Error | null } = { next: null };
  const failing = <P extends PlatformProvider>(provider: P): P =>
    new Proxy(provider, {
      get(target, prop) {
        if (prop === 'getUserPosts' && failure.next) {
          const err = failure.next;
          return () => Promise.reject(err);
        }
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const build = ({ config, database }: { config: TConfig; database: TDatabase }): TPlatformRegistry => {
    const real = createPlatformRegistry({ config, db: database.db, logger: createLogger('silent') });
    return platformRegistry({ twitter: failing(real.get('twitter')), bluesky: failing(real.get('bluesky')) });
  };
  return { failure, build };
}

/** The style routes through app.request, and what they stored. */
export function styleKit(t: TTestApp) {
  const getStyle = async (session: TSession): Promise<TStyleAnswer> => {
    const res = await t.request('/api/users/style', { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZStyleAnswer.strict().parse(await res.json());
  };
  const saveStyle = (session: TSession, body: unknown) => t.post('/api/users/style', body, bearer(session));
  const analyze = (session: TSession) =>
    t.request('/api/build_user_profile/twitter/analyze', { headers: bearer(session) });
  const expectAnalyzed = async (res: Response): Promise<TAnalyzeAnswer> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return ZAnalyzeAnswer.strict().parse(await res.json());
  };
  const styleRow = async (session: TSession) =>
    (await t.database.db.select().from(userStyles).where(eq(userStyles.userId, session.user.id)))[0];
  const exampleRows = (session: TSession) =>
    t.database.db.select().from(styleExamples).where(eq(styleExamples.userId, session.user.id));
  return { getStyle, saveStyle, analyze, expectAnalyzed, styleRow, exampleRows };
}
