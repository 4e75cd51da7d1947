import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ZMonitorStatus, ZMonitorTriggerAnswer, type TMonitorStatus } from '@gatling/shared/api/monitoring';
import type { TSession } from '@gatling/shared/api/session';
import { monitorKeywords } from '../../src/db/schema/audience';
import { platformConnections } from '../../src/db/schema/connections';
import { replies } from '../../src/db/schema/replies';
import { monitorCursors, monitorRuns } from '../../src/db/schema/monitoring';
import { sandboxPosts } from '../../src/db/schema/sandbox';
import { writtenPostId } from '../../src/stand-ins/sandbox/ids';
import { insertTestAccount } from './sandbox';
import { bearer, uniqueEmail, type TTestApp } from '../harness';
import { connectionsKit, newHandle, sandboxBrowser } from './connections';
import { runMonitorBatch } from '../../src/modules/monitoring/run-monitor-batch';
import type { TFakeReply } from '../fakes/model-server';
import { answer } from './llm';

/** The qualifier's answer taking every post of `ids`, best first from `top`, with no rule matched. */
export const allQualified = (ids: string[], top = 95): TFakeReply =>
  answer(
    JSON.stringify({
      results: ids.map((id, i) => ({
        id,
        qualified: true,
        score: top - i,
        reason: 'Asks.',
        matched_rule: null,
      })),
    }),
  );

/** A drafting answer giving the posts shown as p1, p2, … these texts, in order (null: a skip). */
export const draftsInOrder = (texts: (string | null)[]): TFakeReply =>
  answer(
    JSON.stringify({
      drafts: texts.map((text, i) => ({
        id: `p${i + 1}`,
        text,
        skip_reason: text === null ? 'Nothing to add.' : null,
      })),
    }),
  );

let words = 0;
/** A made-up word no generated sandbox post contains: a keyword that finds only a test's posts. */
export const uniqueWord = () => `zorb${Date.now().toString(36).slice(-4)}q${(words += 1)}`;

/** Monitoring through app.request on the real database, with the sandbox network as X. */
export function monitoringKit(t: TTestApp) {
  const browser = sandboxBrowser(t, connectionsKit(t));
  const db = () => t.database.db;

  /** A signed-in user with a sandbox X identity connected; `identityId` is its platform id. */
  const connectedUser = async (label: string) => {
    const session = await t.signUpAndConfirm(uniqueEmail(label));
    const handle = newHandle();
    await browser.connect(session, { username: handle, name: `Tester ${label}` });
    const [row] = await db()
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, session.user.id));
    if (!row) throw new Error('no connection row');
    return { session, handle, identityId: row.externalUserId };
  };

  const addKeyword = (session: TSession, keyword: string, active = true) =>
    db().insert(monitorKeywords).values({ userId: session.user.id, keyword, active });

  /** An account of the simulated network (not generated), for exact posts. */
  const account = (username: string) => insertTestAccount(db(), username);

  /** A post of the simulated network, `minutesAgo` before now, with an id that sorts by that time. */
  const post = async (input: {
    authorId: string;
    text: string;
    minutesAgo?: number;
    tweetType?: 'SINGLE' | 'RETWEET' | 'QUOTE';
    referencedPostId?: string;
    inReplyToPostId?: string;
  }) => {
    const at = Date.now() - (input.minutesAgo ?? 5) * 60_000;
    const id = writtenPostId(at);
    await db()
      .insert(sandboxPosts)
      .values({
        id,
        authorId: input.authorId,
        text: input.text,
        createdAt: new Date(at),
        lang: 'en',
        tweetType: input.tweetType ?? 'SINGLE',
        referencedPostId: input.referencedPostId ?? null,
        inReplyToPostId: input.inReplyToPostId ?? null,
        conversationId: input.inReplyToPostId ?? id,
        baseLikes: 40,
      });
    return id;
  };

  const addCoreUser = async (session: TSession, username: string) => {
    const res = await t.post('/api/core-users/add', { username }, bearer(session));
    expect(res.status, await res.clone().text()).toBe(200);
  };

  const trigger = async (session: TSession): Promise<string> => {
    const res = await t.post('/api/monitor/trigger', {}, bearer(session));
    expect(res.status, await res.clone().text()).toBe(200);
    return ZMonitorTriggerAnswer.strict().parse(await res.json()).monitor_run_id;
  };

  const status = async (session: TSession, runId: string): Promise<TMonitorStatus> => {
    const res = await t.request(`/api/monitor/status/${runId}`, { headers: bearer(session) });
    expect(res.status, await res.clone().text()).toBe(200);
    return ZMonitorStatus.strict().parse(await res.json());
  };

  /** Runs the 'monitor-runs' job until nothing is left to claim; answers how many runs it handled. */
  const work = async (now = new Date()) => {
    let handled = 0;
    while ((await runMonitorBatch(t.services, now)) > 0) handled += 1;
    return handled;
  };

  /** trigger → run → the final status. */
  const monitor = async (session: TSession) => {
    const runId = await trigger(session);
    await work();
    return status(session, runId);
  };

  /** Lets the next manual trigger start a new run (past the cooldown after a completed one). */
  const ageRuns = (session: TSession, minutes = 5) =>
    db()
      .update(monitorRuns)
      .set({
        createdAt: new Date(Date.now() - minutes * 60_000),
        finishedAt: new Date(Date.now() - minutes * 60_000),
      })
      .where(eq(monitorRuns.userId, session.user.id));

  const repliesOf = (session: TSession) =>
    db().select().from(replies).where(eq(replies.userId, session.user.id)).orderBy(asc(replies.createdAt));
  const cursorsOf = (session: TSession) =>
    db().select().from(monitorCursors).where(eq(monitorCursors.userId, session.user.id));
  const runsOf = (session: TSession) =>
    db()
      .select()
      .from(monitorRuns)
      .where(eq(monitorRuns.userId, session.user.id))
      .orderBy(asc(monitorRuns.createdAt));
  const runRow = async (session: TSession, runId: string) =>
    (
      await db()
        .select()
        .from(monitorRuns)
        .where(and(eq(monitorRuns.userId, session.user.id), eq(monitorRuns.id, runId)))
    )[0];

  /**
   * A connected user whose new keyword finds `count` posts of one account, oldest first, each
   * asking something and naming its number ("question 2 of the list"), so a prompt shows which
   * posts it carries.
   */
  const userAsking = async (label: string, count: number) => {
    const { session } = await connectedUser(label);
    const word = uniqueWord();
    await addKeyword(session, word);
    const author = await account(`${label}${word}`.slice(0, 15));
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const text = `which ${word} setup do you run, question ${i + 1} of the list?`;
      ids.push(await post({ authorId: author, text, minutesAgo: 40 - i }));
    }
    return { session, ids };
  };

  return {
    connectedUser,
    addKeyword,
    account,
    post,
    userAsking,
    addCoreUser,
    trigger,
    status,
    work,
    monitor,
    ageRuns,
    repliesOf,
    cursorsOf,
    runsOf,
    runRow,
  };
}
