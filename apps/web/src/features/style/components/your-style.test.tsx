import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { OFFLINE_DRAFTING_COPY } from '@/components/offline-drafting-notice';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  bodyOf,
  callsTo,
  EMPTY_STYLE,
  FEATURES,
  renderInApp,
  resetToasts,
  signedInServer,
  styleAnswer,
} from '../testing/style-test-kit';
import { STYLE_COPY as COPY } from '../texts';
import { YourStyle } from './your-style';

const editButton = () => screen.getByRole('button', { name: TEXT.style.edit });
const field = () => screen.getByRole('textbox', { name: COPY.label });
const saveButton = () => screen.getByRole('button', { name: TEXT.style.saveChanges });
const where = () => screen.queryByTestId('where')?.textContent;

async function renderStyle(routes: Parameters<typeof signedInServer>[0]) {
  const api = await signedInServer(routes);
  const view = renderInApp(<YourStyle />);
  await screen.findByRole('button', { name: TEXT.style.edit });
  return { api, ...view };
}

describe('/your-style', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('shows the saved style, where it came from and what was learned', async () => {
    await renderStyle({ 'GET /api/users/style': () => json(styleAnswer()) });
    expect(screen.getByText('Casual, lowercase, short. Asks questions back.')).toBeInTheDocument();
    expect(screen.getByText(COPY.source.analyzed)).toBeInTheDocument();
    expect(screen.getByText('Updated 3 days ago')).toBeInTheDocument();

    const learned = screen.getByRole('region', { name: COPY.learned.heading });
    expect(
      within(learned).getByText('Measured from 48 posts and edits · learned from 3 approved edits'),
    ).toBeInTheDocument();
    expect(within(learned).getByText('118 characters')).toBeInTheDocument();
    expect(within(learned).getByText('usually 42–236 · about 21 words')).toBeInTheDocument();
    expect(within(learned).getByText('Mostly all lowercase')).toBeInTheDocument();
    // Punctuation habits, most frequent first; rare ones (2% exclamations) are left out.
    const habits = within(learned)
      .getAllByTitle(/of posts$/)
      .map((el) => el.getAttribute('title'));
    expect(habits).toEqual([
      'Questions: 27% of posts',
      'Em dashes: 12% of posts',
      'Ends with a period: 10% of posts',
      'Ellipses: 8% of posts',
    ]);
    expect(within(learned).getByText('🚀 😅')).toBeInTheDocument();
    expect(within(learned).getByText('in 19% of posts')).toBeInTheDocument();
    for (const word of ['shipping', 'indie', 'tbh'])
      expect(within(learned).getByText(word)).toBeInTheDocument();

    expect(screen.getByRole('note', { name: OFFLINE_DRAFTING_COPY.title })).toBeInTheDocument();
  });

  it('with nothing saved: the empty text, and nothing learned to show', async () => {
    await renderStyle({ 'GET /api/users/style': () => json(EMPTY_STYLE) });
    expect(screen.getByText(TEXT.style.empty)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: COPY.learned.heading })).not.toBeInTheDocument();
  });

  it('a style measured from posts only says no edits were learned from yet', async () => {
    await renderStyle({
      'GET /api/users/style': () =>
        json(styleAnswer({ features: { ...FEATURES, samples: 40 }, examples_learned: 0 })),
    });
    const learned = screen.getByRole('region', { name: COPY.learned.heading });
    expect(within(learned).getByText('Measured from 40 posts · no approved edits yet')).toBeInTheDocument();
  });

  it('a long style starts folded and unfolds', async () => {
    const long = `${'Short sentences, plain words. '.repeat(30)}The end.`;
    const { user } = await renderStyle({
      'GET /api/users/style': () => json(styleAnswer({ style_prompt: long })),
    });
    const more = screen.getByRole('button', { name: COPY.showAll });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/The end\.$/)).toHaveClass('line-clamp-8');
    await user.click(more);
    expect(screen.getByRole('button', { name: COPY.showLess })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/The end\.$/)).not.toHaveClass('line-clamp-8');
  });

  it('a short style is shown whole, with nothing to unfold', async () => {
    await renderStyle({ 'GET /api/users/style': () => json(styleAnswer()) });
    expect(screen.queryByRole('button', { name: COPY.showAll })).not.toBeInTheDocument();
  });

  it('shows the approved edits even before any post was measured', async () => {
    await renderStyle({
      'GET /api/users/style': () => json(styleAnswer({ features: null, examples_learned: 1 })),
    });
    const learned = screen.getByRole('region', { name: COPY.learned.heading });
    expect(within(learned).getByText('Learned from 1 approved edit')).toBeInTheDocument();
    expect(within(learned).queryByText(COPY.learned.length)).not.toBeInTheDocument();
  });

  it('edit → save: posts the trimmed text, goes back to viewing with the new style and says so', async () => {
    const { api, user } = await renderStyle({
      'GET /api/users/style': () => json(styleAnswer()),
      'POST /api/users/style': (_url, init) => {
        const { style_prompt } = JSON.parse(String(init?.body)) as { style_prompt: string };
        return json(styleAnswer({ style_prompt, source: 'user', updated_at: new Date().toISOString() }));
      },
    });
    await user.click(editButton());
    expect(field()).toHaveValue('Casual, lowercase, short. Asks questions back.');
    expect(field()).toHaveAttribute('placeholder', COPY.placeholder);
    expect(field()).toHaveFocus();

    await user.clear(field());
    await user.type(field(), '  Warm and precise.  ');
    await user.click(saveButton());

    expect(await screen.findByText(TEXT.style.updatedOnScreen)).toBeInTheDocument();
    expect(screen.getByText('Warm and precise.')).toBeInTheDocument();
    expect(screen.getByText(COPY.source.user)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(editButton()).toHaveFocus();
    expect(bodyOf(callsTo(api, 'POST', '/api/users/style')[0])).toEqual({
      style_prompt: 'Warm and precise.',
    });
    // The cache took the answer: no second read.
    expect(callsTo(api, 'GET', '/api/users/style')).toHaveLength(1);
  });

  it('Save Changes stays off while the text is blank', async () => {
    const { user } = await renderStyle({ 'GET /api/users/style': () => json(EMPTY_STYLE) });
    await user.click(editButton());
    expect(field()).toHaveValue('');
    expect(saveButton()).toBeDisabled();
    await user.type(field(), '   ');
    expect(saveButton()).toBeDisabled();
    await user.type(field(), 'x');
    expect(saveButton()).toBeEnabled();
  });

  it('cancel throws the draft away: the next edit starts from the saved style again', async () => {
    const { api, user } = await renderStyle({ 'GET /api/users/style': () => json(styleAnswer()) });
    await user.click(editButton());
    await user.type(field(), ' and more');
    await user.click(screen.getByRole('button', { name: TEXT.style.cancel }));
    expect(screen.getByText('Casual, lowercase, short. Asks questions back.')).toBeInTheDocument();
    await user.click(editButton());
    expect(field()).toHaveValue('Casual, lowercase, short. Asks questions back.');
    expect(callsTo(api, 'POST', '/api/users/style')).toHaveLength(0);
  });

  it("a refused save shows the server's words and keeps the draft", async () => {
    const { user } = await renderStyle({
      'GET /api/users/style': () => json(styleAnswer()),
      'POST /api/users/style': () =>
        json({ detail: 'The speaking style has at most 4000 characters', code: 'BAD_INPUT' }, 422),
    });
    await user.click(editButton());
    await user.type(field(), '!');
    await user.click(saveButton());
    expect(await screen.findByText('The speaking style has at most 4000 characters')).toBeInTheDocument();
    expect(field()).toHaveValue('Casual, lowercase, short. Asks questions back.!');
  });

  it('a failed save without a reason shows the product text', async () => {
    const { user } = await renderStyle({
      'GET /api/users/style': () => json(styleAnswer()),
      'POST /api/users/style': () => new Response('oops', { status: 502 }),
    });
    await user.click(editButton());
    await user.click(saveButton());
    expect(await screen.findByText(TEXT.style.updateFailed)).toBeInTheDocument();
    expect(field()).toBeInTheDocument();
  });

  it('Escape goes to / from the read view', async () => {
    const { user } = await renderStyle({ 'GET /api/users/style': () => json(styleAnswer()) });
    await user.keyboard('{Escape}');
    expect(where()).toBe('/');
  });

  it('Escape never throws away unsaved text; once the text matches the saved one it leaves', async () => {
    const { user } = await renderStyle({ 'GET /api/users/style': () => json(styleAnswer()) });
    await user.click(editButton());
    await user.type(field(), ' more');
    await user.keyboard('{Escape}{Escape}');
    await user.click(document.body);
    await user.keyboard('{Escape}');
    expect(where()).toBeUndefined();
    expect(field()).toHaveValue('Casual, lowercase, short. Asks questions back. more');

    await user.click(field());
    await user.keyboard('{Backspace>5/}');
    await user.keyboard('{Escape}{Escape}');
    expect(where()).toBe('/');
  });

  it('a style that cannot be loaded (after its 2 retries) offers Retry', async () => {
    let calls = 0;
    const api = await signedInServer({
      'GET /api/users/style': () =>
        ++calls <= 3 ? json({ detail: 'down', code: 'UNAVAILABLE' }, 503) : json(styleAnswer()),
    });
    const { user } = renderInApp(<YourStyle />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COPY.loadFailed);
    expect(callsTo(api, 'GET', '/api/users/style')).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByText('Casual, lowercase, short. Asks questions back.')).toBeInTheDocument();
  });

  it('says nothing about offline drafting when a language model is configured', async () => {
    setTestPublicConfig({ llm_offline: false, llm_provider: 'openai', llm_model: 'gpt-5-mini' });
    await renderStyle({ 'GET /api/users/style': () => json(styleAnswer()) });
    expect(screen.queryByRole('note', { name: OFFLINE_DRAFTING_COPY.title })).not.toBeInTheDocument();
  });
});

describe('/your-style while saving', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('Save Changes and Cancel are off until the answer arrives', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = await renderStyle({
      'GET /api/users/style': () => json(styleAnswer()),
      'POST /api/users/style': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(editButton());
    await user.click(saveButton());
    const saving = screen.getByRole('button', { name: COPY.saving });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: TEXT.style.cancel })).toBeDisabled();
    answer(json(styleAnswer()));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });
});
