import { screen } from '@testing-library/react';
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
});
