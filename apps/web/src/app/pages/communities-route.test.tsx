import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { keywordRoutes } from '@/features/audience/testing/audience-test-kit';
import {
  coreUser,
  coreUsersAnswer,
  renderInApp,
  signedInServer,
} from '@/features/core-users/testing/core-users-test-kit';
import { setUpEachTest } from '@/test/each-test';
import { CommunitiesRoute } from './communities-route';

describe('CommunitiesRoute', () => {
  setUpEachTest();

  it('shows the core users and lets the monitoring keywords be switched after onboarding', async () => {
    const user = userEvent.setup();
    const keywords = keywordRoutes({
      active_keywords: ['"annual plans" -is:retweet'],
      inactive_keywords: ['saas churn'],
    });
    await signedInServer({
      'GET /api/core-users': () => coreUsersAnswer([coreUser('ada_builds')]),
      'GET /api/keyword/status': keywords['GET /api/keyword/status'],
      'POST /api/keyword/toggle': keywords['POST /api/keyword/toggle'],
    });
    renderInApp(<CommunitiesRoute />);

    expect(await screen.findByText('@ada_builds')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: TEXT.audience.keywordsTitle });
    const churn = await within(section).findByRole('checkbox', { name: 'saas churn' });
    expect(churn).not.toBeChecked();
    await user.click(churn);
    await waitFor(() => expect(keywords.current().active_keywords).toContain('saas churn'));
    expect(within(section).getByRole('checkbox', { name: 'saas churn' })).toBeChecked();
  });
});
