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

  it('keywords are chips in a list: the words lead, operators become plain filters, no query syntax', async () => {
    await signedInServer({
      'GET /api/keyword/status': () => json({ active_keywords: [QUERY], inactive_keywords: ['churn'] }),
    });
    renderWithQuery(<KeywordChecklist />);
    const box = await screen.findByRole('checkbox', { name: 'cold outreach (no retweets, English)' });
    expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'churn' })).not.toBeChecked();
    const list = screen.getByRole('list', { name: TEXT.audience.keywordsTitle });
    const [chip] = within(list).getAllByRole('listitem');
    expect(chip).toHaveTextContent('cold outreach');
    expect(within(chip!).getByText('no retweets')).toBeInTheDocument();
    expect(within(chip!).getByText('English')).toBeInTheDocument();
    expect(chip).not.toHaveTextContent('-is:retweet');
    // The query as searched is there on hover.
    expect(within(chip!).getByTitle(QUERY)).toBeInTheDocument();
  });
});
