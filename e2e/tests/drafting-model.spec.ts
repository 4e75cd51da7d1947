import type { Page } from '@playwright/test';
import { audit, settle } from '../fixtures/axe';
import { FAKE_OLLAMA_ANSWER } from '../fixtures/ollama';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser } from '../fixtures/users';

/** Settings › Drafting model against the local Ollama serve.mjs starts (fixtures/ollama.ts). */
const OFFLINE = 'Drafting is offline';

const section = (page: Page) => page.getByRole('region', { name: 'Drafting model' });
const draftingNow = (page: Page) => section(page).getByTestId('drafting-now');
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with the assistant' });

async function askTheAssistant(page: Page, text: string): Promise<void> {
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill(text);
  await page.keyboard.press('Enter');
  await expect(message).toBeEnabled();
}

test('choose a drafting model: the server’s Ollama is found, tested, saved, answers, and the default comes back', async ({
  page,
}) => {
  await createCompletedUser(page);

  // Nothing drafts for a new user of an instance without a model: the chat says so and points to Settings.
  await page.goto('/chat');
  const notice = page.getByRole('note', { name: OFFLINE });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Choose a drafting model in Settings' }).click();
  await expect(page).toHaveURL(/\/settings#drafting-model$/);
  await expect(section(page)).toBeInViewport();
  await expect(section(page).getByText('Instance default')).toBeVisible();
  await expect(draftingNow(page)).toHaveText('Demo writer');

  // Ollama: its models are listed to pick from; the first is picked already.
  await section(page).getByRole('combobox', { name: 'Provider' }).selectOption('ollama');
  const models = section(page).getByRole('group', { name: 'Ollama model' });
  await expect(models.getByRole('radio', { name: /llama3\.2:3b/ })).toBeChecked();
  await expect(section(page).getByLabel('API key')).toHaveCount(0);
  await models.getByRole('radio', { name: /qwen2\.5:7b/ }).check();

  await section(page).getByRole('button', { name: 'Test' }).click();
  await expect(
    section(page)
      .getByRole('status')
      .getByText(/^qwen2\.5:7b answered in \d+\.\d s\.$/),
  ).toBeVisible();
  await settle(page);
  expect(await audit(page, 'drafting model with Ollama', '#drafting-model')).toEqual([]);

  await section(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Drafting model saved')).toBeVisible();
  await expect(draftingNow(page)).toHaveText('Ollama on this server · qwen2.5:7b');
  await expect(section(page).getByText('Your own')).toBeVisible();

  // Saved for good, and the dark theme reads as well.
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(draftingNow(page)).toHaveText('Ollama on this server · qwen2.5:7b');
  await expect(section(page).getByRole('radio', { name: /qwen2\.5:7b/ })).toBeChecked();
  await settle(page);
  expect(await audit(page, 'drafting model, dark', '#drafting-model')).toEqual([]);

  // The assistant answers from the model now, and nothing says drafting is offline.
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
  await askTheAssistant(page, 'Who are you?');
  await expect(conversation(page).getByText(FAKE_OLLAMA_ANSWER)).toBeVisible();
  await expect(page.getByRole('note', { name: OFFLINE })).toBeHidden();

  // Back to the instance default: the offline drafter again.
  await page.goto('/settings');
  await section(page).getByRole('button', { name: 'Use the instance default' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Go back to the instance default?' });
  await confirm.getByRole('button', { name: 'Use the default' }).click();
  await expect(toast(page, 'Back to the instance default')).toBeVisible();
  await expect(draftingNow(page)).toHaveText('Demo writer');

  await page.goto('/chat');
  await expect(page.getByRole('note', { name: OFFLINE })).toBeVisible();
  await askTheAssistant(page, 'And now?');
  await expect(conversation(page).getByText(/I am running offline/)).toBeVisible();
});

test('on a phone: a hosted provider needs its key, a wrong one is named plainly, nothing is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createCompletedUser(page);
  await page.goto('/settings#drafting-model');
  await expect(section(page)).toBeInViewport();
  await expect(draftingNow(page)).toHaveText('Demo writer');

  await section(page).getByRole('combobox', { name: 'Provider' }).selectOption('groq');
  await section(page).getByRole('button', { name: 'Save' }).click();
  await expect(section(page).getByText('Enter a model name.')).toBeVisible();
  await expect(section(page).getByText('Enter your Groq API key.')).toBeVisible();

  // An address this server does not allow is refused with what to do about it.
  await section(page).getByRole('combobox', { name: 'Provider' }).selectOption('openai-compatible');
  await section(page).getByRole('textbox', { name: 'Model' }).fill('Qwen/Qwen2.5-7B-Instruct');
  await section(page).getByRole('textbox', { name: 'Server address' }).fill('http://169.254.169.254/v1');
  await section(page).getByRole('button', { name: 'Save' }).click();
  await expect(section(page).getByRole('alert')).toContainText(
    'This server does not allow model servers at http://169.254.169.254. Its operator can allow the address with LLM_ALLOWED_BASE_URLS.',
  );
  await page.reload();
  await expect(draftingNow(page)).toHaveText('Demo writer');
  await expect(section(page).getByText('Instance default')).toBeVisible();
  // No horizontal scroll at a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
