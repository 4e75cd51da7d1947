import { mkdirSync } from 'node:fs';
import { startFakeOpenAi } from '../../apps/server/test/fakes/openai-server';
import type { TFakeModelServer, TFakeReply } from '../../apps/server/test/fakes/model-server';
import { answer, lastUserMessage } from '../../apps/server/test/fakes/model-answers';
import { shownPosts } from '../../apps/server/test/kits/shown-ids';
import { PORT } from '../env';
import { addCoreUserInOnboarding, connectXInOnboarding, stepHeading } from '../fixtures/onboarding';
import { startOwnServer, type TOwnServer } from '../fixtures/own-server';
import { collectProblems, expect, test } from '../fixtures/test';
import { toast } from '../fixtures/toast';
import { createConfirmedUser } from '../fixtures/users';

/**
 * Bringing one's own model, as its user sees it: an OpenAI-compatible server on loopback (a wire
 * fake in this process) whose listed models the onboarding form offers; a model that passed Test
 * is kept by Complete Setup though Save was never pressed; a server that answers a web page makes
 * the run fail with a message saying so; the cards then name the model that drafted them; the
 * chat shows the model's reasoning in its fold. Loopback model servers need LLM_ALLOW_LOOPBACK,
 * which the shared server does not have, so this file starts a product of its own.
 */
// Clear of the other own servers (PORT + 3, + 5) and of each one's fakes at + 88 and + 89.
const OWN_PORT = PORT + 8;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const SHOTS = '/tmp/shots-own-model';
const MODEL = 'llama3.1:8b';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const REASONING = 'They asked what to post; their audience is founders, so a concrete example helps.';
const CHAT_ANSWER = 'Post the numbers from your last launch: founders answer figures.';

/**
 * What the model server does now: answer as a model, answer a web page as a misrouted proxy does,
 * or say it is busy and when to come back (429 with Retry-After).
 */
let mode: 'model' | 'web page' | 'busy' = 'model';

/**
 * A model that reads what it is asked: every post a prompt shows gets a verdict (qualifying) and a
 * draft (drafting) under the id it was shown, in one object both tasks read their part of; a chat
 * gets reasoning beside its answer; anything else (the Test) a short answer.
 */
function modelAnswer(req: { body: Record<string, unknown> }): TFakeReply {
  if (mode === 'web page') return { type: 'page', status: 200 };
  if (mode === 'busy') return { type: 'error', status: 429, headers: { 'retry-after': '3' } };
  if (req.body.stream === true) return { type: 'text', text: CHAT_ANSWER, reasoning: REASONING };
  const posts = shownPosts(lastUserMessage(req.body));
  if (posts.length === 0) return answer('OK');
  return answer(
    JSON.stringify({
      results: posts.map((p) => ({
        id: p.id,
        qualified: true,
        score: 80,
        reason: 'Asks something the user knows.',
        matched_rule: null,
      })),
      drafts: posts.map((p, i) => ({
        id: p.id,
        text: `Reply ${i + 1} from my own model: ${p.text.split(' ').slice(0, 4).join(' ')}, and what worked for us.`,
        skip_reason: null,
      })),
    }),
  );
}

let server: TOwnServer | null = null;
let model: TFakeModelServer | null = null;

test.describe('bring your own model', () => {
  test.use({ baseURL: OWN_URL });
  test.beforeAll(async () => {
    // Starting a server of its own: fast alone (under 10 s), minutes while the other workers' journeys
    // fill both cores; a bound on waiting, never a speed target.
    test.setTimeout(180_000);
    model = await startFakeOpenAi({ models: [MODEL, 'qwen2.5:7b'] });
    // Each request answers from the mode of its moment, however many the product makes.
    const answerForever = () => model!.reply(...Array.from({ length: 500 }, () => modelAnswer));
    answerForever();
    server = await startOwnServer(OWN_PORT, { LLM_ALLOW_LOOPBACK: 'true' });
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: a tested model is kept, a failed run says why, cards and chat show the model`, async ({
      browser,
    }) => {
      mode = 'model';
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', baseURL: OWN_URL });
      const page = await context.newPage();
      const problems = collectProblems(page);
      const shot = (name: string) =>
        page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
      try {
        await createConfirmedUser(page);
        const { someone } = await connectXInOnboarding(page, {
          displayName: 'Own Model',
          prefix: 'own',
        });
        await page.goto('/onboarding?step=3');
        await addCoreUserInOnboarding(page, someone);
        // The trial (test-mode checkout), which Analytics needs later.
        await page.goto('/onboarding?step=5');
        await page.getByRole('button', { name: 'Start Free Trial' }).click();
        await page.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
        await expect(page.getByText('Subscription activated successfully!')).toBeVisible();
        await page.goto('/onboarding?step=6');
        await expect(stepHeading(page, 6)).toBeVisible();

        // The model step: a compatible server's address, its listed models offered, a Test, no Save.
        const choice = page.getByTestId('first-model');
        await choice.getByRole('radio', { name: 'A provider key' }).check();
        await choice.getByRole('combobox', { name: 'Provider' }).selectOption('openai-compatible');
        await choice.getByRole('textbox', { name: 'Server address' }).fill(model!.baseUrl);
        await choice.getByRole('textbox', { name: 'Server address' }).blur();
        const listed = choice.getByRole('combobox', { name: 'Models your server lists' });
        await expect(listed.getByRole('option', { name: MODEL })).toBeAttached();
        await listed.selectOption(MODEL);
        await expect(choice.getByRole('textbox', { name: 'Model' })).toHaveValue(MODEL);
        await choice.getByRole('button', { name: 'Test', exact: true }).click();
        await expect(choice.getByText(new RegExp(`^${MODEL.replace('.', '\\.')} answered in`))).toBeVisible();
        await expect(choice.getByText(/^Not saved yet/)).toBeVisible();
        await shot('1-model-step');

        // The server now answers a web page: Complete Setup saves the tested model, and the run
        // that follows fails saying what the server did, not that it was unreachable.
        mode = 'web page';
        await page.getByRole('button', { name: 'Complete Setup' }).click();
        const failed = toast(page, 'Failed to complete setup');
        await expect(failed).toBeVisible({ timeout: 45_000 });
        await expect(failed).toContainText('web page instead of the API');
        await expect(failed).not.toContainText('not reachable');
        await expect(choice).toContainText(new RegExp(`^Drafting with .+ · ${MODEL.replace('.', '\\.')}\\.`));
        await shot('2-failed-run');

        // The server answers as a model again: the run drafts, and each card names its model.
        mode = 'model';
        await page.getByRole('button', { name: 'Complete Setup' }).click();
        await expect(page).toHaveURL(/\/replies$/, { timeout: 60_000 });
        const card = page.getByTestId('top-card');
        await expect(card.getByText(`Drafted by ${MODEL}`)).toBeVisible();
        await expect(card.getByText(/from my own model/)).toBeVisible();
        await expect(card.getByTestId('demo-draft')).toHaveCount(0);
        await shot('3-model-card');

        // The chat, with the model busy: the question stays, marked not sent, and Retry waits
        // out the Retry-After before it sends it once more.
        mode = 'busy';
        await page.goto('/chat');
        const input = page.getByRole('textbox', { name: 'Message' });
        await input.fill('What should I post about this week?');
        await page.keyboard.press('Enter');
        const log = page.getByRole('log', { name: 'Conversation with the assistant' });
        await expect(log.getByText('Not sent')).toBeVisible({ timeout: 30_000 });
        await expect(log.getByText('What should I post about this week?')).toBeVisible();
        await expect(log.getByRole('button', { name: /^Retry in \ds$/ })).toBeDisabled();
        await shot('4a-chat-not-sent');
        mode = 'model';
        await log.getByRole('button', { name: 'Retry', exact: true }).click({ timeout: 10_000 });

        // The model's reasoning is in the fold, the answer below it, no tags.
        await expect(log.getByText(CHAT_ANSWER)).toBeVisible({ timeout: 30_000 });
        await expect(log.getByText('What should I post about this week?')).toHaveCount(1);
        await expect(log.getByText('Not sent')).toHaveCount(0);
        const fold = log.getByRole('button', { name: 'Reasoning' });
        await expect(log.getByText(REASONING)).toBeHidden();
        await fold.click();
        await expect(log.getByText(REASONING)).toBeVisible();
        await shot('4-chat-reasoning');

        // Analytics: what the model calls cost as they were made, nothing published yet; a model on
        // the user's own server has no price, and says why rather than a bare $0.
        await page.goto('/analytics');
        const usage = page.getByRole('region', { name: 'Model usage', exact: true });
        await expect(usage).toBeVisible();
        const byModel = usage.getByRole('table', { name: 'Model usage: By model' });
        await expect(byModel.getByText(MODEL)).toBeVisible();
        await expect(byModel.getByText('Your model')).toBeVisible();
        await expect(usage.getByText(/No price known: a model on your own server/)).toBeVisible();
        await usage.scrollIntoViewIfNeeded();
        await shot('5-model-usage');
        // The busy model's 429 is the browser's own log line for the answer the chat handled.
        expect(problems.filter((p) => !p.includes('status of 429 (Too Many Requests)'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
