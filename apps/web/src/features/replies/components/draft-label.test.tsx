import { screen, within } from '@testing-library/react';
import { json } from '@/test/fake-api';
import { describe, expect, it } from 'vitest';
import {
  pendingReply,
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
        pendingAnswer([pendingReply('a', { drafted_by: { kind: 'demo', label: null } })]),
    });
    expect(await topCard().findByText('Demo draft')).toBeVisible();
    const link = topCard().getByRole('link', { name: 'Connect a model for drafts in your voice' });
    expect(link).toHaveAttribute('href', '/settings#drafting-model');
    await user.click(link);
    expect(await screen.findByTestId('where')).toHaveTextContent('/settings');
  });

  it("names the model on a model's draft", async () => {
    await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([pendingReply('a', { drafted_by: { kind: 'model', label: 'gpt-4.1-mini' } })]),
    });
    const tag = await topCard().findByTestId('model-draft');
    expect(tag).toHaveTextContent(/^Drafted by gpt-4\.1-mini$/);
    expect(tag).toHaveAttribute('title', 'Drafted by gpt-4.1-mini');
    expect(screen.queryByText('Demo draft')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-draft')).not.toBeInTheDocument();
  });

  it('names no writer on a draft older than the record', async () => {
    await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([pendingReply('b', { drafted_by: { kind: 'unknown', label: null } })]),
    });
    expect(await topCard().findByText('Draft reply b')).toBeInTheDocument();
    expect(screen.queryByTestId('model-draft')).not.toBeInTheDocument();
    expect(screen.queryByText(/Drafted by/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-draft')).not.toBeInTheDocument();
  });

  it("shows a long model name's own part, cut to the row, with the whole name for screen readers", async () => {
    const label = 'meta-llama/Llama-3.3-70B-Instruct-Turbo';
    await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([pendingReply('a', { drafted_by: { kind: 'model', label } })]),
    });
    const tag = await topCard().findByTestId('model-draft');
    expect(tag).toHaveAttribute('title', `Drafted by ${label}`);
    expect(tag).toHaveClass('truncate');
    expect(within(tag).getByText('Drafted by Llama-3.3-70B-Instruct-Turbo')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(tag).getByText(`Drafted by ${label}`)).toHaveClass('sr-only');
  });

  it('follows the text: a demo rewrite of a model draft says "Demo draft" at once, and undo takes it back', async () => {
    const model = { kind: 'model', label: 'gpt-4.1-mini' } as const;
    const { user } = await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([
          pendingReply('a', { drafted_by: model, suggested_response: 'The model wrote this.' }),
        ]),
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
    expect(screen.queryByTestId('model-draft')).not.toBeInTheDocument();
    await user.click(topCard().getByRole('button', { name: 'Undo quick edit' }));
    expect(await topCard().findByText('The model wrote this.')).toBeInTheDocument();
    expect(screen.queryByText('Demo draft')).not.toBeInTheDocument();
    expect(topCard().getByTestId('model-draft')).toHaveTextContent('Drafted by gpt-4.1-mini');
  });
});
