import { screen } from '@testing-library/react';
import { json } from '@/test/fake-api';
import { describe, expect, it } from 'vitest';
import {
  interaction,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';

describe('a demo draft on its card', () => {
  setUpRepliesTests();

  it('says "Demo draft" and leads to Settings › Drafting model', async () => {
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([interaction('a', { drafted_by: { kind: 'demo', label: null } })]),
    });
    expect(await topCard().findByText('Demo draft')).toBeVisible();
    const link = topCard().getByRole('link', { name: 'Connect a model for drafts in your voice' });
    expect(link).toHaveAttribute('href', '/settings#drafting-model');
    await user.click(link);
    expect(await screen.findByTestId('where')).toHaveTextContent('/settings');
  });

  it("says nothing of the kind on a model's draft, nor on one older than the record", async () => {
    await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([
          interaction('a', { drafted_by: { kind: 'model', label: 'gpt-4.1-mini' } }),
          interaction('b', { drafted_by: { kind: 'unknown', label: null } }),
        ]),
    });
    expect(await topCard().findByText('Draft reply a')).toBeInTheDocument();
    expect(screen.queryByText('Demo draft')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-draft')).not.toBeInTheDocument();
  });

  it('follows the text: a demo rewrite of a model draft says "Demo draft" at once, and undo takes it back', async () => {
    const model = { kind: 'model', label: 'gpt-4.1-mini' } as const;
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([interaction('a', { drafted_by: model, suggested_response: 'The model wrote this.' })]),
      'POST /api/edit/response': () =>
        json({
          reply_id: 'a',
          suggested_response: 'The demo writer shortened this.',
          edited_text: 'The demo writer shortened this.',
          drafted_by: { kind: 'demo', label: null },
        }),
      'POST /api/edit/restore': () =>
        json({
          reply_id: 'a',
          suggested_response: 'The model wrote this.',
          edited_text: 'The model wrote this.',
          drafted_by: model,
        }),
    });
    expect(await topCard().findByText('The model wrote this.')).toBeInTheDocument();
    expect(screen.queryByText('Demo draft')).not.toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'Punchier' }));
    expect(await topCard().findByText('Demo draft')).toBeVisible();
    await user.click(topCard().getByRole('button', { name: 'Undo quick edit' }));
    expect(await topCard().findByText('The model wrote this.')).toBeInTheDocument();
    expect(screen.queryByText('Demo draft')).not.toBeInTheDocument();
  });
});
