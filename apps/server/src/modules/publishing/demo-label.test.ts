import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYTICS_CSV_COLUMNS } from '@gatling/shared/api/analytics';
import type { TDraftedBy } from '@gatling/shared/api/replies';
import { ZScheduledReply, ZSentPage } from '@gatling/shared/api/scheduled';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, openedForAll } from '#test/harness';
import { openAnalyticsApp } from '#test/kits/analytics';
import { replies } from '../../db/schema/replies';
import { parseCsv } from '../../lib/csv';
import { DRAFTED_BY_OFFLINE } from '../model-settings/drafted-by';

/**
 * Decision 0080: a draft the built-in demo writer made is said to be one wherever its text shows
 * after approval (the scheduled list, the sent list, analytics' rows and their CSV), as the card
 * said it; a model's draft names its model there.
 */
const app = openedForAll(openAnalyticsApp);
const DEMO: TDraftedBy = { kind: 'demo', label: null };
const MODEL: TDraftedBy = { kind: 'model', label: 'gpt-4.1-mini' };
const UNKNOWN: TDraftedBy = { kind: 'unknown', label: null };

const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as unknown;
};

/** Approves a pending draft through the API, as the review screen does (with the user's own text when given). */
async function approved(session: TSession, draftedBy: string | null, humanEdits?: string) {
  const draft = await app.reply(session, { draftedBy });
  const body = humanEdits ? { reply_id: draft.id, human_edits: humanEdits } : { reply_id: draft.id };
  await json(await app.t.post('/api/feedback/approve', body, bearer(session)));
  return draft.id;
}

/** The publisher's part, done directly: the reply went out. */
const publish = (id: string, n: number) =>
  app.db
    .update(replies)
    .set({
      status: 'published',
      publishedAt: new Date(Date.now() - n * 60_000),
      publishedPostId: `${1_700_000_000_000_000_000n + BigInt(n)}`,
      publishedUrl: `https://x.com/me/status/${n}`,
    })
    .where(eq(replies.id, id));

describe('the demo label follows the text after approval', () => {
  test('scheduled, sent, analytics rows and the CSV say which writer made each draft', async () => {
    const session = await app.subscriber();
    const demo = await approved(session, DRAFTED_BY_OFFLINE);
    const edited = await approved(session, DRAFTED_BY_OFFLINE, 'My own words about auth, after all.');
    const model = await approved(session, 'openai:gpt-4.1-mini');
    const older = await approved(session, null);

    const scheduled = ZScheduledReply.strict()
      .array()
      .parse(await json(await app.t.request('/api/scheduled', { headers: bearer(session) })));
    const writers = (items: { id: string; drafted_by: TDraftedBy }[]) =>
      Object.fromEntries(items.map((i) => [i.id, i.drafted_by]));
    const expected = { [demo]: DEMO, [edited]: DEMO, [model]: MODEL, [older]: UNKNOWN };
    expect(writers(scheduled)).toEqual(expected);
    // The user's edit is said beside it, as before.
    expect(scheduled.find((r) => r.id === edited)).toMatchObject({ edited_response: true });

    for (const [i, id] of [demo, edited, model, older].entries()) await publish(id, i + 1);
    const sent = ZSentPage.strict().parse(
      await json(await app.t.request('/api/sent', { headers: bearer(session) })),
    );
    expect(writers(sent.items)).toEqual(expected);
    expect(sent.items.find((r) => r.id === edited)).toMatchObject({ edited_response: true });

    const rows = (await app.repliesOf(session, '?range=7d&sort=recent')).replies;
    expect(writers(rows)).toEqual(expected);

    const csv = await app.get(session, '/replies?range=7d&sort=recent&format=csv');
    expect(csv.status).toBe(200);
    const [header, ...lines] = parseCsv(await csv.text());
    expect(header).toEqual([...ANALYTICS_CSV_COLUMNS]);
    const column = (name: string) => lines.map((line) => line[header!.indexOf(name)]);
    // Newest first: demo (1 minute ago), edited, model, older.
    expect(column('drafted_by')).toEqual(['demo writer', 'demo writer', 'gpt-4.1-mini', '']);
    expect(column('edited')).toEqual(['false', 'true', 'false', 'false']);
  });
});
