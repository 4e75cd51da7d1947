import type { Page } from '@playwright/test';
import { AUDIENCE_ANSWERS } from '../fixtures/audience';
import { audit, settle } from '../fixtures/axe';
import { startTrialThroughCheckout } from '../fixtures/billing';
import { authHeaders, ok, publishDraft, runMonitoring } from '../fixtures/published-reply';
import { connectSandboxX } from '../fixtures/sandbox-x';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser } from '../fixtures/users';

/**
 * A new user on the defaults (the sandbox network stands in for X) finds a core user by part of a
 * name, reopens the audience conversation after onboarding, changes a keyword by hand, and never
 * sees a keyword as search syntax on Target Audience or Analytics.
 */
const QUERY_SYNTAX = /-is:retweet|lang:[a-z]/;

const usernameField = (page: Page) => page.getByRole('combobox', { name: 'X username' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Accounts on the simulated network' });
const coreUserList = (page: Page) => page.getByRole('list', { name: 'Core users' });
const keywordsSection = (page: Page) => page.getByRole('region', { name: 'Keywords for Monitoring' });
const conversation = (page: Page) => page.getByRole('region', { name: /conversation/i });

/** The audience interview done as onboarding does it (its screen has its own journey). */
async function defineAudience(page: Page): Promise<void> {
  const headers = await authHeaders(page);
  for (const answer of AUDIENCE_ANSWERS) {
    const reply = await ok<{ initial_audience_understanding_complete: boolean }>(
      await page.request.post('/api/chat/', { headers, data: { user_input: answer, chat_state: null } }),
      'audience chat',
    );
    if (reply.initial_audience_understanding_complete) return;
  }
  throw new Error('the audience answers did not define the audience');
}

test('find a core user by name, refine the audience, change keywords by hand, keywords in words', async ({
  page,
}) => {
  await createCompletedUser(page);
  await startTrialThroughCheckout(page);
  await expect(page).toHaveURL(/\/subscription\/success|\/replies/);
  const [, someone] = await connectSandboxX(page, { displayName: 'Sources Tester', prefix: 'src' });
  await defineAudience(page);

  // 1. A core user found by part of the name: the network's accounts are offered while typing.
  await page.goto('/communities');
  await expect(page.getByRole('heading', { name: 'Target Audience', level: 1 })).toBeVisible();
  await expect(page.getByText('No core users added yet')).toBeVisible();
  const part = someone!.name.slice(0, Math.max(4, someone!.name.length - 2));
  await usernameField(page).fill(part);
  const option = suggestions(page)
    .getByRole('option')
    .filter({ hasText: `@${someone!.username}` });
  await expect(option).toBeVisible();
  await expect(option.locator('img')).toHaveAttribute('src', /^data:image\//);
  await expect(usernameField(page)).toHaveAttribute('aria-expanded', 'true');
  await settle(page);
  expect(await audit(page, 'suggestions open')).toEqual([]);
  await option.click();
  await expect(toast(page, `Added @${someone!.username} to core users`)).toBeVisible();
  await expect(coreUserList(page).getByText(`@${someone!.username}`)).toBeVisible();
  await expect(usernameField(page)).toHaveValue('');

  // 2. The audience conversation, closed at the end of onboarding, opens again and continues.
  await page.getByRole('button', { name: 'Refine with the agent' }).click();
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(conversation(page).getByText(AUDIENCE_ANSWERS[0]!)).toBeVisible();
  await expect(message).toBeEnabled();
  const more = 'They also talk about "annual pricing" and "usage based billing".';
  await message.fill(more);
  await page.keyboard.press('Enter');
  await expect(conversation(page).getByText(more)).toBeVisible();
  await expect(conversation(page).getByText(/Noted\. .*That adds 2 keywords/)).toBeVisible();
  await expect(
    keywordsSection(page).getByRole('checkbox', { name: 'annual pricing', exact: true }),
  ).toBeChecked();
  await expect(message).toBeEnabled();
  await settle(page);
  expect(await audit(page, 'refine open')).toEqual([]);

  // 3. A keyword added by hand, in words, and removed again after a confirmation.
  const addField = keywordsSection(page).getByRole('textbox', { name: 'Add a keyword' });
  await addField.fill('pricing');
  await keywordsSection(page).getByRole('button', { name: 'Add keyword' }).click();
  const pricing = keywordsSection(page).getByRole('checkbox', { name: 'pricing', exact: true });
  await expect(pricing).toBeChecked();
  await expect(addField).toHaveValue('');
  // The same words again are refused on the spot.
  await addField.fill('Pricing');
  await expect(addField).toHaveAccessibleDescription('“pricing” is already one of your keywords');
  await addField.fill('');
  await keywordsSection(page).getByRole('button', { name: 'Remove “pricing”' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this keyword?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(pricing).toBeHidden();
  await page.reload();
  await expect(
    keywordsSection(page).getByRole('checkbox', { name: 'annual pricing', exact: true }),
  ).toBeVisible();
  await expect(keywordsSection(page).getByRole('checkbox', { name: 'pricing', exact: true })).toBeHidden();
  await expect(coreUserList(page).getByText(`@${someone!.username}`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(QUERY_SYNTAX);

  // 4. Analytics' "By source": the keywords monitoring found posts with, in words.
  const headers = await authHeaders(page);
  const interactions = await runMonitoring(page, headers, 90_000);
  // One reply to a post a keyword found goes out: "By source" lists sources once something is published.
  const draft = interactions.find((i) => i.source.kind === 'keyword');
  expect(draft, 'the run drafted a reply to a post found by a keyword').toBeDefined();
  expect(draft!.source.value, 'stored as the search monitoring runs').toMatch(QUERY_SYNTAX);
  await publishDraft(page, draft!);
  const summary = await ok<{ by_source: { kind: string; value: string; label: string }[] }>(
    await page.request.get('/api/analytics/summary?range=7d', { headers }),
    'summary',
  );
  const keyword = summary.by_source.find((s) => s.kind === 'keyword' && s.value === draft!.source.value);
  expect(keyword, 'the published reply’s keyword is a source').toBeDefined();
  expect(keyword!.label).not.toMatch(QUERY_SYNTAX);

  await page.goto('/analytics?range=7d');
  const bySource = page.getByRole('table', { name: 'How the drafts from each keyword and core user fared' });
  await expect(
    bySource.getByRole('rowheader', { name: new RegExp(`^${escape(keyword!.label)}`) }),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(QUERY_SYNTAX);
});

/** Text as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
