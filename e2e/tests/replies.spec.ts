import type { Page } from '@playwright/test';
import { audit } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { swipe } from '../fixtures/swipe';
import { connectSandboxX } from '../fixtures/sandbox-x';
import { giveSources } from '../fixtures/sources';
import { toast } from '../fixtures/toast';
import { createCompletedUser, sessionOf } from '../fixtures/users';

/** The product's texts (docs/product/screens.md#replies, errors.md#replies). */
const TEXT = {
  empty: 'No more responses to process',
  remaining: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'} remaining`,
  scheduled: 'Scheduled',
  rejected: 'Reply ignored',
  saveAsRule: 'Save as Qualification Rule',
} as const;

const UNDO_SECONDS = 3;

const counter = (page: Page) => page.getByText(/^\d+ repl(y|ies) remaining$/);
async function remaining(page: Page): Promise<number> {
  return Number((await counter(page).textContent())?.split(' ')[0]);
}
/** The counter says n, or the empty text once nothing is left. */
async function expectRemaining(page: Page, n: number) {
  if (n === 0) await expect(page.getByText(TEXT.empty)).toBeVisible();
  else await expect(counter(page)).toHaveText(TEXT.remaining(n));
}
const topDraft = (page: Page) => page.getByTestId('top-card').getByTestId('suggested-response');

test('review loop: drafts arrive, swipe to send, ignore by key, undo, edit with a rule', async ({ page }) => {
  await createCompletedUser(page);
  const [someone] = (await connectSandboxX(page, { displayName: 'Review Tester', prefix: 'rv' })).map(
    (a) => a.username,
  );
  await giveSources(page, someone!);
  const session = (await sessionOf(page))!;
  const headers = { authorization: `Bearer ${session.access_token}` };
  // The audience interview left active keywords to monitor.
  const status = await page.request.get('/api/keyword/status', { headers });
  const keywords = (await status.json()) as { active_keywords: string[] };
  expect(keywords.active_keywords.length).toBeGreaterThan(0);
  await page.evaluate((s) => window.localStorage.setItem('undoTimeout', String(s)), UNDO_SECONDS);
  // Every decision the page sends (approve or reject), in order, with the text it approves.
  const decisions: { call: string; edited: boolean }[] = [];
  page.on('request', (request) => {
    const call = /\/api\/feedback\/(approve|reject)$/.exec(new URL(request.url()).pathname)?.[1];
    if (request.method() !== 'POST' || !call) return;
    const body = request.postDataJSON() as { human_edits: string | null };
    decisions.push({ call, edited: body.human_edits !== null });
  });

  // Nothing yet: the empty stack starts monitoring and shows the drafts it makes.
  await page.goto('/replies');
  await expect(page.getByText(TEXT.empty)).toBeVisible();
  await page.getByRole('button', { name: 'Check for new posts' }).click();
  await expect(counter(page)).toBeVisible({ timeout: 60_000 });
  const start = await remaining(page);
  expect(start, 'enough drafts for the journey').toBeGreaterThanOrEqual(3);

  // The stack passes axe (no serious or critical violations).
  expect(await audit(page, '/replies')).toEqual([]);

  // Swipe right: the card goes at once, the call after the undo timeout.
  const first = await topDraft(page).textContent();
  await swipe(page, 220, 10);
  await expectRemaining(page, start - 1);
  await expect(topDraft(page)).not.toHaveText(first!);
  await expect(toast(page, TEXT.scheduled)).toBeVisible({ timeout: 10_000 });

  // A short drag springs back.
  const second = await topDraft(page).textContent();
  await swipe(page, 60, 0);
  await expectRemaining(page, start - 1);
  await expect(topDraft(page)).toHaveText(second!);

  // ← ignores.
  await page.keyboard.press('ArrowLeft');
  await expectRemaining(page, start - 2);
  await expect(toast(page, TEXT.rejected)).toBeVisible({ timeout: 10_000 });

  // Send, then Undo: the card is back on top and nothing was sent.
  const third = await topDraft(page).textContent();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectRemaining(page, start - 3);
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expectRemaining(page, start - 2);
  await expect(topDraft(page)).toHaveText(third!);

  // Swipe up edits: the draft with a sentence and link of the user's own, saved as a rule,
  // scheduled with the edited text.
  const drafted = (await topDraft(page).textContent())!.trim();
  await swipe(page, 0, -80);
  const form = page.getByRole('form', { name: 'Edit reply' });
  await expect(form).toBeVisible();
  const edited = `${/[.!?]$/.test(drafted) ? drafted : `${drafted}.`} Our notes: example.com/notes`;
  await form.getByLabel('Your reply').fill(edited);
  await form.getByRole('checkbox', { name: TEXT.saveAsRule }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectRemaining(page, start - 3);
  await expect(toast(page, TEXT.scheduled)).toBeVisible({ timeout: 10_000 });
  // The undone send fell due before this edit did, and never went out: the edit is the only
  // approval since the swipe.
  expect(decisions).toEqual([
    { call: 'approve', edited: false },
    { call: 'reject', edited: false },
    { call: 'approve', edited: true },
  ]);
  const savedRules = async () =>
    (
      (await (await page.request.get('/api/qualification-rules', { headers })).json()) as {
        rules: { trigger_prompt: string; semantic_response: string | null }[];
      }
    ).rules;
  const rules = await savedRules();
  expect(rules).toHaveLength(1);
  await expect(toast(page, TEXT.scheduled)).toContainText(`Rule added: ${rules[0]!.trigger_prompt}`);

  // The rule is shown in words above the stack, learned from what the edit added, and kept.
  const learned = page.getByTestId('learned-rule');
  await expect(learned.getByRole('heading', { name: 'New rule from your edit' })).toBeVisible();
  await expect(learned.locator('dd')).toHaveText([
    rules[0]!.trigger_prompt,
    'Say "Our notes: example.com/notes".',
  ]);
  expect(rules[0]!.semantic_response).toBe('Say "Our notes: example.com/notes".');
  await learned.getByRole('button', { name: 'Keep' }).click();
  await expect(learned).toHaveCount(0);
  expect(await savedRules()).toEqual(rules);

  const scheduled = await page.request.get('/api/scheduled', { headers });
  const list = (await scheduled.json()) as { pending_text: string; edited_response: boolean }[];
  expect(list).toHaveLength(2);
  expect(list.find((r) => r.pending_text === edited)?.edited_response).toBe(true);

  // Reloading keeps the decisions: the stack shows only what is left.
  await page.reload();
  await expectRemaining(page, start - 3);
});
