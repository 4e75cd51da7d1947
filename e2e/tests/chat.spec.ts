import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createCompletedUser } from '../fixtures/users';

/** The product's texts (docs/product/screens.md#chat, errors.md#chat-and-keywords). */
const TEXT = {
  title: 'Chat',
  newChat: 'New Chat',
  deleted: 'Chat session deleted',
} as const;

const QUESTION = 'Which keywords am I monitoring right now?';
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with the assistant' });
const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' });

async function send(page: Page, text: string): Promise<void> {
  await message(page).fill(text);
  await page.keyboard.press('Enter');
}

test('chat with the assistant: a streamed answer, the history, /help, a reload, delete', async ({ page }) => {
  await createCompletedUser(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Drafting is offline' })).toBeVisible();
  // A new chat: suggestions, and nothing in the history yet (the desktop sidebar).
  await expect(suggestions(page)).toBeVisible();
  const history = page.getByRole('complementary', { name: 'History' });
  await expect(history.getByText(/No conversations yet/)).toBeVisible();

  await send(page, QUESTION);
  await expect(conversation(page).getByText(QUESTION)).toBeVisible();
  // The offline drafter streams its answer; the input comes back once it is whole.
  await expect(conversation(page).getByText(/I am running offline/)).toBeVisible();
  await expect(message(page)).toBeEnabled();
  await expect(page.getByRole('status', { name: 'The assistant is writing a reply' })).toBeHidden();
  await expect(conversation(page).getByText('The answer stopped before it was finished.')).toBeHidden();

  // The new session is in the history, selected, and named in the URL.
  const row = history.getByRole('button', { name: startsWith(QUESTION) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/chat\?session=.+/);

  // /help is answered on the page, without a call to the assistant.
  await send(page, '/help');
  const help = conversation(page).getByRole('region', { name: 'Commands' });
  await expect(help).toBeVisible();
  for (const command of ['/help', '/reset', '/clear', '/memory', '/keywords']) {
    await expect(help.getByText(command, { exact: true })).toBeVisible();
  }

  // A reload reopens the conversation from the server (the local /help card is gone).
  await page.reload();
  await expect(conversation(page).getByText(QUESTION)).toBeVisible();
  await expect(conversation(page).getByText(/I am running offline/)).toBeVisible();
  await expect(help).toBeHidden();
  await expect(suggestions(page)).toBeHidden();

  // Delete it: a confirmation, the toast, and back to a new chat.
  await history.getByRole('button', { name: `Delete ${QUESTION}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this chat?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, TEXT.deleted)).toBeVisible();
  await expect(row).toBeHidden();
  await expect(history.getByText(/No conversations yet/)).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(suggestions(page)).toBeVisible();
  await page.reload();
  await expect(history.getByText(/No conversations yet/)).toBeVisible();
});

test('on a phone the history is a side sheet; /memory and /keywords show the setup', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createCompletedUser(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: TEXT.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'History' })).toHaveCount(0);

  await suggestions(page).getByRole('button', { name: 'Sharpen my style description' }).click();
  await expect(conversation(page).getByText(/I am running offline/)).toBeVisible();
  await expect(message(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Open chat history' }).click();
  const sheet = page.getByRole('dialog', { name: 'History' });
  await expect(sheet.getByRole('button', { name: startsWith('Sharpen my style description') })).toBeVisible();
  await sheet.getByRole('button', { name: TEXT.newChat }).click();
  await expect(sheet).toBeHidden();
  await expect(suggestions(page)).toBeVisible();

  await send(page, '/memory');
  const memory = conversation(page).getByRole('region', { name: 'What the assistant knows' });
  await expect(memory.getByText('Style', { exact: true })).toBeVisible();
  await expect(memory.getByRole('link', { name: 'Edit Reply rules' })).toHaveAttribute(
    'href',
    '/reply-rules',
  );
  await send(page, '/keywords');
  const keywords = conversation(page).getByRole('region', { name: 'Monitoring keywords' });
  await expect(keywords.getByText(/^Active \(\d+\)$/)).toBeVisible();
  await send(page, '/clear');
  await expect(memory).toBeHidden();
  await expect(suggestions(page)).toBeVisible();
});
