import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { ZModelTestAnswer } from '@gatling/shared/api/model-settings';
import type { TSession } from '@gatling/shared/api/session';
import { SKIP_REASON } from '../../drafting/tasks/draft-failures';
import type { TFakeReply } from '#test/fakes/model-server';
import { startFakeOpenAi } from '#test/fakes/openai-server';
import { bearer, openedForAll, useTestApp } from '#test/harness';
import { agentKit } from '#test/kits/agent';
import { allQualified, monitoringKit, uniqueWord } from '#test/kits/monitoring';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit } from '#test/kits/review';

/**
 * What a user reads when their own OpenAI-compatible server fails, wherever they meet it: Test
 * (Settings › Drafting model), a quick edit on a card, a monitoring run, the chat. Each place says
 * what the server did (an HTTP error, a web page, nothing listening) and what to do, not that it
 * "is not reachable". The instance drafts offline; no retries, so each failure is seen at once.
 */
const fake = openedForAll(() => startFakeOpenAi());
/** An address nothing listens at: a port opened and closed again. */
const closed = openedForAll(
  async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return { baseUrl: `http://127.0.0.1:${port}/v1` };
  },
  () => undefined,
);
const t = useTestApp(() => ({ LLM_ALLOW_LOOPBACK: 'true', LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: '5000' }));
const monitoring = monitoringKit(t);
const review = reviewKit(t);
const agent = agentKit(t);

const MODEL = 'qwen2.5:7b';
const IN_SETTINGS = 'under Settings › Drafting model';
const PAGE_HINT = "the address likely points at a website or a proxy's page rather than the API";

type TCase = {
  name: string;
  /** The fake's answer; none: the user's address is the closed port. */
  reply?: TFakeReply;
  /** The detail everywhere the user meets the failure, for the address of their server. */
  detail: (address: string) => string;
  /** What Test answers, when it differs (network failures read alike there: decision 0039). */
  tested?: (address: string) => string;
  /** The monitoring run: skipped with a reason (an outage), or failed with the detail. */
  run: { skipped: string } | 'failed';
};

const CASES: TCase[] = [
  {
    name: 'a 500',
    reply: { type: 'error', status: 500, message: 'CUDA out of memory' },
    detail: (at) =>
      `Your model server at ${at} answered 500 (an error on its side). Try again later, or check the server's own log.`,
    run: { skipped: SKIP_REASON.failed(500) },
  },
  {
    name: 'a web page with 200',
    reply: { type: 'page', status: 200 },
    detail: (at) =>
      `Your model server at ${at} answered 200 with a web page instead of the API: ${PAGE_HINT} (many compatible servers serve it under /v1). Check the address ${IN_SETTINGS}.`,
    run: 'failed',
  },
  {
    name: 'a web page with 502',
    reply: { type: 'page', status: 502, html: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
    detail: (at) =>
      `Your model server at ${at} answered 502 with a web page instead of the API: a proxy in front of it may not reach the model server, or the address points at a website rather than the API (many compatible servers serve it under /v1). Try again later, or check the address ${IN_SETTINGS}.`,
    run: { skipped: SKIP_REASON.failed(502) },
  },
  {
    name: 'nothing listening',
    detail: (at) =>
      `Could not reach your model server at ${at}: no connection could be made. Check the address ${IN_SETTINGS}, and that the server is running.`,
    tested: (at) =>
      `Could not reach the model server at ${new URL(at).origin}. Check its address, and that it is running.`,
    run: 'failed',
  },
];

/** A user with a sandbox X account, one post their keyword finds, and their own model at `address`. */
async function userWithOwnServer(label: string, address: string) {
  const { session } = await monitoring.connectedUser(label);
  const word = uniqueWord();
  await monitoring.addKeyword(session, word);
  const author = await monitoring.account(`${label}${word}`.slice(0, 15));
  const postId = await monitoring.post({ authorId: author, text: `has anyone tried ${word} for invoices?` });
  const res = await t.request('/api/settings/model', {
    method: 'PUT',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'openai-compatible', model: MODEL, base_url: address }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { session, postId };
}

const script = (c: TCase, ...before: TFakeReply[]) => {
  if (c.reply) fake.reply(...before, c.reply);
  else if (before.length > 0) throw new Error('nothing listens at the closed port');
};

/** The detail of a 503 the model's failure answered (a JSON error, the chat's included). */
async function unavailableDetail(res: Response): Promise<unknown> {
  const text = await res.text();
  expect(res.status, text).toBe(503);
  expect(res.headers.get('content-type')).toContain('application/json');
  return (JSON.parse(text) as { detail?: unknown }).detail;
}

async function tested(session: TSession, address: string) {
  const body = { provider: 'openai-compatible', model: MODEL, base_url: address };
  const res = await t.post('/api/settings/model/test', body, bearer(session));
  expect(res.status, await res.clone().text()).toBe(200);
  return ZModelTestAnswer.strict().parse(await res.json());
}

describe("a user's own server failing says what it did, wherever it is met", () => {
  test.each(CASES.map((c, i) => ({ ...c, label: `own${i}` })))('$name', async (c) => {
    fake.clearReplies();
    const address = c.reply ? fake.baseUrl : closed.baseUrl;
    const { session, postId } = await userWithOwnServer(c.label, address);
    const detail = c.detail(address);

    // Test, in Settings › Drafting model (and onboarding).
    script(c);
    expect(await tested(session, address)).toMatchObject({
      ok: false,
      detail: (c.tested ?? c.detail)(address),
    });

    // A quick edit on a card.
    const row = await review.draftFor(session, {
      post: testOriginalMessage({ text: 'anyone invoicing with this?' }),
      suggestedResponse: 'We invoice with it every month, and the export saves us an hour.',
    });
    script(c);
    const edited = await review.call(session, '/edit/response', { reply_id: row.id, edit_type: 'casual' });
    expect(await unavailableDetail(edited)).toBe(detail);

    // The chat: the error before the first chunk.
    script(c);
    const chat = await agent.send(session, { user_input: 'Which keywords should I watch?' });
    expect(await unavailableDetail(chat)).toBe(detail);

    // A monitoring run: the qualifier takes the post (where anything answers), then drafting fails.
    if (c.reply) script(c, allQualified([postId]));
    const run = await monitoring.monitor(session);
    if (c.run === 'failed') {
      expect(run).toMatchObject({ status: 'FAILED', error_message: detail, drafts_created: 0 });
    } else {
      expect(run).toMatchObject({ status: 'COMPLETED', error_message: null, drafts_created: 0 });
      expect(run.skipped).toEqual([expect.objectContaining({ post_id: postId, reason: c.run.skipped })]);
    }
    expect(fake.pending()).toBe(0);
  });
});
