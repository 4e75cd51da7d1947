import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import {
  bodyOf,
  callsTo,
  keywordRoutes,
  renderWithQuery,
  resetToasts,
  signedInServer,
} from '../testing/audience-test-kit';
import { AUDIENCE_COPY } from '../texts';
import { KeywordChecklist } from './keyword-checklist';

const COPY = AUDIENCE_COPY.keywords;
const OUTREACH = '"cold outreach" -is:retweet';

type TRoutes = Parameters<typeof signedInServer>[0];

async function renderEditable(routes: TRoutes = {}) {
  const keywords = keywordRoutes({
    active_keywords: [OUTREACH, 'mrr -is:retweet'],
    inactive_keywords: ['churn lang:es'],
  });
  const { current, ...handlers } = keywords;
  const api = await signedInServer({ ...handlers, ...routes });
  const view = renderWithQuery(<KeywordChecklist editable />);
  await screen.findByRole('checkbox', { name: 'cold outreach' });
  return { api, current, ...view };
}

const list = () => screen.getByRole('list', { name: TEXT.audience.keywordsTitle });
const addField = () => screen.getByRole('textbox', { name: COPY.addLabel });
const addButton = () => screen.getByRole('button', { name: COPY.add });

describe('KeywordChecklist on Target Audience: keywords by hand', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('adds a keyword in words; it shows in words, and the field is ready for the next one', async () => {
    const { api, user, current } = await renderEditable();
    await user.type(addField(), '  pricing ');
    await user.click(addButton());
    expect(await within(list()).findByRole('checkbox', { name: 'pricing' })).toBeChecked();
    expect(bodyOf(callsTo(api, 'POST', '/api/keyword/add')[0])).toEqual({ words: '  pricing ' });
    expect(current().active_keywords).toContain('pricing -is:retweet');
    expect(list()).not.toHaveTextContent(/-is:|lang:/);
    expect(addField()).toHaveValue('');
    expect(await screen.findByText(COPY.added('pricing'))).toBeInTheDocument();
    // Enter adds too.
    await user.type(addField(), 'pricing page{Enter}');
    expect(await within(list()).findByRole('checkbox', { name: 'pricing page' })).toBeChecked();
  });

  it('says inline what is wrong, sends nothing, and keeps what was typed', async () => {
    const { api, user } = await renderEditable();
    await user.click(addButton());
    expect(addField()).toHaveAccessibleDescription('Type a keyword');
    expect(addField()).toHaveAttribute('aria-invalid', 'true');

    // The same words in another case, as soon as they are typed.
    await user.type(addField(), 'Cold Outreach');
    expect(addField()).toHaveAccessibleDescription('“cold outreach” is already one of your keywords');
    await user.click(addButton());

    await user.clear(addField());
    await user.type(addField(), 'x'.repeat(81));
    expect(addField()).toHaveAccessibleDescription('A keyword has at most 80 characters');
    await user.type(addField(), '{Backspace}');
    expect(addField()).toHaveAccessibleDescription('');
    expect(addField()).not.toHaveAttribute('aria-invalid');
    expect(callsTo(api, 'POST', '/api/keyword/add')).toHaveLength(0);
  });

  it('a refusal from the server shows in the same place; the words stay to be changed', async () => {
    const { user } = await renderEditable({
      'POST /api/keyword/add': () => json({ detail: 'You already have 100 keywords', code: 'CONFLICT' }, 409),
    });
    await user.type(addField(), 'pricing');
    await user.click(addButton());
    await waitFor(() => expect(addField()).toHaveAccessibleDescription('You already have 100 keywords'));
    expect(addField()).toHaveValue('pricing');
    await user.type(addField(), 's');
    expect(addField()).toHaveAccessibleDescription('');
  });

  it('edits a keyword in place: its words change, its language stays, focus comes back', async () => {
    const { api, user, current } = await renderEditable();
    await user.click(screen.getByRole('button', { name: COPY.edit('churn') }));
    const field = screen.getByRole('textbox', { name: COPY.editLabel('churn') });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('churn');
    // Escape leaves it as it was.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: COPY.editLabel('churn') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: COPY.edit('churn') })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: COPY.edit('churn') }));
    await user.clear(screen.getByRole('textbox', { name: COPY.editLabel('churn') }));
    await user.type(screen.getByRole('textbox', { name: COPY.editLabel('churn') }), 'churn rate{Enter}');

    const renamed = await within(list()).findByRole('checkbox', { name: 'churn rate (Spanish)' });
    expect(renamed).not.toBeChecked();
    expect(bodyOf(callsTo(api, 'POST', '/api/keyword/update')[0])).toEqual({
      keyword: 'churn lang:es',
      words: 'churn rate',
    });
    expect(current().inactive_keywords).toEqual(['"churn rate" lang:es']);
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.edit('churn rate') })).toHaveFocus());
  });

  it('an edit onto another keyword’s words, or to nothing, is refused inline', async () => {
    const { api, user } = await renderEditable();
    await user.click(screen.getByRole('button', { name: COPY.edit('cold outreach') }));
    const field = screen.getByRole('textbox', { name: COPY.editLabel('cold outreach') });
    await user.clear(field);
    await user.type(field, 'MRR');
    expect(field).toHaveAccessibleDescription('“mrr” is already one of your keywords');
    await user.keyboard('{Enter}');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect(field).toHaveAccessibleDescription('Type a keyword');
    expect(callsTo(api, 'POST', '/api/keyword/update')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: COPY.cancel }));
    expect(within(list()).getByRole('checkbox', { name: 'cold outreach' })).toBeChecked();
  });

  it('removes a keyword after a confirmation; cancelling keeps it', async () => {
    const { api, user, current } = await renderEditable();
    await user.click(screen.getByRole('button', { name: COPY.remove('cold outreach') }));
    const dialog = screen.getByRole('alertdialog', { name: COPY.confirmTitle });
    expect(dialog).toHaveTextContent(COPY.confirmBody('cold outreach'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'POST', '/api/keyword/remove')).toHaveLength(0);
    expect(within(list()).getByRole('checkbox', { name: 'cold outreach' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: COPY.remove('cold outreach') }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: COPY.confirmAction }),
    );
    await waitFor(() => expect(within(list()).queryByRole('checkbox', { name: 'cold outreach' })).toBeNull());
    expect(bodyOf(callsTo(api, 'POST', '/api/keyword/remove')[0])).toEqual({ keyword: OUTREACH });
    // Its button went with it: the focus is on the list's heading, not lost.
    expect(screen.getByRole('heading', { name: TEXT.audience.keywordsTitle })).toHaveFocus();
    expect(current().active_keywords).toEqual(['mrr -is:retweet']);
    expect(await screen.findByText(COPY.removed('cold outreach'))).toBeInTheDocument();
  });
});
