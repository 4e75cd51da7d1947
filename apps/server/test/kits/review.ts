import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TSession } from '@gatling/shared/api/session';
import type { TSessionUser } from '../../src/context';
import { replies } from '../../src/db/schema/replies';
import { styleExamples } from '../../src/db/schema/style';
import { bearer, uniqueEmail, type TTestApp } from '../harness';
import { insertReply, type TNewReply } from './replies';
import { getReplyAllowance } from '../../src/modules/billing/plan-gate';

/** Test helpers of the review endpoints, on an app made by createTestApp (read only when called). */
export function reviewKit(t: TTestApp) {
  const newUser = (label = 'review') => t.signUpAndConfirm(uniqueEmail(label));
  const call = (session: TSession, path: string, body: unknown) =>
    t.post(`/api${path}`, body, bearer(session));
  const get = (session: TSession, path: string) => t.request(`/api${path}`, { headers: bearer(session) });
  /** Answers the JSON of a call that must succeed. */
  const ok = async <T = Record<string, unknown>>(res: Response): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return JSON.parse(text) as T;
  };
  const draftFor = (session: TSession, overrides: Partial<Omit<TNewReply, 'userId'>> = {}) =>
    insertReply(t.database.db, session.user.id, overrides);
  const rowOf = async (session: TSession, id: string) => {
    const [row] = await t.database.db
      .select()
      .from(replies)
      .where(and(eq(replies.userId, session.user.id), eq(replies.id, id)));
    if (!row) throw new Error(`no reply ${id}`);
    return row;
  };
  const userOf = (s: TSession): TSessionUser => ({ id: s.user.id, email: s.user.email, image: null });
  const used = async (session: TSession) => {
    const allowance = await getReplyAllowance(t.database.db, userOf(session), t.config);
    return allowance.unlimited ? 'unlimited' : allowance.used;
  };
  const examplesOf = (session: TSession) =>
    t.database.db.select().from(styleExamples).where(eq(styleExamples.userId, session.user.id));
  /** Records the jobs the API nudges. */
  const nudges = () => {
    const names: string[] = [];
    const stop = t.services.jobs.subscribe((name) => names.push(name));
    return { names, stop };
  };
  return {
    get db() {
      return t.database.db;
    },
    newUser,
    call,
    get,
    ok,
    draftFor,
    rowOf,
    userOf,
    used,
    examplesOf,
    nudges,
  };
}

/** A reply X counts as longer than 280 (emoji weigh 2), though it has fewer than 280 characters. */
export const TOO_LONG_FOR_X = `${'🙂'.repeat(141)}`;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
