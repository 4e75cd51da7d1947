import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json, setTestPublicConfig } from '@/test/fake-api';
import { renderWithQuery, resetToasts, signedInServer } from '../testing/audience-test-kit';
import { KeywordChecklist } from './keyword-checklist';

const QUERY = '"cold outreach" -is:retweet lang:en';

describe('KeywordChecklist', () => {
  beforeEach(() => setTestPublicConfig());
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('keywords are chips in a list, in words and language: no query syntax, not even on hover', async () => {
    await signedInServer({
      'GET /api/keyword/status': () =>
        json({ active_keywords: [QUERY, '(mrr OR churn) min_faves:10'], inactive_keywords: ['churn'] }),
    });
    const { container } = renderWithQuery(<KeywordChecklist />);
    const box = await screen.findByRole('checkbox', { name: 'cold outreach (English)' });
    expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'churn' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'mrr or churn (10+ likes)' })).toBeChecked();
    const list = screen.getByRole('list', { name: TEXT.audience.keywordsTitle });
    const chip = within(list).getByText('cold outreach').closest('li')!;
    expect(within(chip).getByText('English')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(/-is:|lang:|min_faves|"|\bOR\b/);
    expect(container.querySelector('[title]')).toBeNull();
    // Onboarding's checklist only switches keywords on and off.
    expect(screen.queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
