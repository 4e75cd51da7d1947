// A signed-in user with drafts to review, for the P4 browser benchmark, made as the browser tests
// make one (e2e/fixtures/users.ts, sandbox-x.ts, drafts.ts): sign up over HTTP, confirm through the
// dev outbox, mark onboarding complete, connect a sandbox X account on /settings, add the busiest
// accounts of the simulated network as core users, then run monitoring until the stack is deep enough.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { generateAccounts } from '../../apps/server/src/stand-ins/sandbox/generate-accounts';
import { CORE_USERS_PER_RUN } from '../../apps/server/src/modules/monitoring/monitor-limits';

/** The network's seed the product is started with (SANDBOX_SEED), so its accounts are known here. */
export const SANDBOX_SEED = 'gatling';

const PASSWORD = 'Correct-Horse-Battery-42';

type TOutboxMessage = { to: string; subject: string; links: string[] };

async function ok(res: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
}

async function poll<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/api/session');
  await ok(res, 'GET /api/session');
  const { session } = (await res.json()) as { session: { access_token: string } | null };
  if (!session) throw new Error('the page is not signed in');
  return { authorization: `Bearer ${session.access_token}` };
}

/** A confirmed account that finished onboarding; the page ends signed in. */
export async function createCompletedUser(page: Page): Promise<string> {
  const email = `bench-p4-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
  const signUp = await page.request.post('/api/identity/sign-up/email', {
    data: { email, password: PASSWORD, name: email.split('@')[0], callbackURL: '/auth' },
  });
  await ok(signUp, 'sign-up');
  const link = await poll('the confirmation e-mail in the dev outbox', 15_000, async () => {
    const res = await page.request.get('/dev/outbox.json');
    await ok(res, 'GET /dev/outbox.json');
    const messages = (await res.json()) as TOutboxMessage[];
    return messages.find((m) => m.to.toLowerCase() === email && /^Confirm your /.test(m.subject))?.links[0];
  });
  await page.goto(link);
  await page.waitForURL(/\/onboarding$/);
  const complete = await page.request.post('/api/onboarding/complete', {
    headers: await bearer(page.request),
  });
  await ok(complete, 'POST /api/onboarding/complete');
  return email;
}

/**
 * The accounts one monitoring run reads the most drafts from: English ones (the drafts are) that post
 * the most, as many as a run reads timelines of.
 */
function busiestAccounts(): string[] {
  return generateAccounts(SANDBOX_SEED)
    .filter((a) => a.lang === 'en')
    .sort((a, b) => b.postsPerDay - a.postsPerDay)
    .slice(0, CORE_USERS_PER_RUN)
    .map((a) => a.username);
}

/** From /settings, connects a new sandbox identity (what e2e/fixtures/sandbox-x.ts does). */
async function connectSandboxX(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Connect X' }).click();
  await page.waitForURL(/\/sandbox\/authorize\?oauth_token=/);
  const handle = `p4${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`.slice(0, 15);
  await page.getByLabel('Username').fill(handle);
  await page.getByLabel('Display name').fill('Bench Reviewer');
  await page.getByRole('button', { name: 'Create identity and authorize app' }).click();
  await page.waitForURL(/\/settings$/);
  await page.getByRole('group', { name: 'X', exact: true }).waitFor();
}

async function pendingCount(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const res = await request.get('/api/interactions/pending', { headers });
  await ok(res, 'GET /api/interactions/pending');
  return ((await res.json()) as { interactions: unknown[] }).interactions.length;
}

/**
 * Gives the signed-in user at least `wanted` drafts (or as many as monitoring finds in `maxRuns`
 * runs): the busiest accounts of the network become core users, then monitoring runs until the
 * pending list is long enough or a run adds nothing. Answers the pending count. (A trigger within a
 * minute of the last run answers that run: a second run waits for that minute.)
 */
export async function seedDrafts(page: Page, wanted: number, maxRuns = 1): Promise<number> {
  await connectSandboxX(page);
  const headers = await bearer(page.request);
  for (const username of busiestAccounts()) {
    const added = await page.request.post('/api/core-users/add', { headers, data: { username } });
    // A plan limit or an account the sandbox does not know: the others still give drafts.
    if (!added.ok()) console.warn(`  core user @${username}: ${added.status()} ${await added.text()}`);
  }
  let count = await pendingCount(page.request, headers);
  for (let run = 0; run < maxRuns && count < wanted; run++) {
    const trigger = await page.request.post('/api/monitor/trigger', { headers });
    await ok(trigger, 'POST /api/monitor/trigger');
    const { monitor_run_id: id } = (await trigger.json()) as { monitor_run_id: string };
    await poll('the monitoring run to complete', 120_000, async () => {
      const res = await page.request.get(`/api/monitor/status/${id}`, { headers });
      return ((await res.json()) as { is_complete: boolean }).is_complete ? true : undefined;
    });
    const before = count;
    count = await pendingCount(page.request, headers);
    if (count === before) break;
  }
  return count;
}
