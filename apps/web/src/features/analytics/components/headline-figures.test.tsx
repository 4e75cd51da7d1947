import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import {
  analyticsReply,
  analyticsSummary,
  emptySummary,
  noModelUsage,
  renderAnalytics,
  repliesAnswer,
} from '../testing/analytics-test-kit';
import { ANALYTICS_COPY as COPY, firstReadingAfter } from '../texts';
import { HeadlineFigures } from './headline-figures';
import { RepliesTable } from './replies-table';

/**
 * The period a new user sees on the defaults: 60 drafts by the demo writer, one reply posted by hand
 * on the simulated network, its searching and reading priced as X would bill it.
 */
const oneHandPostedReply = () =>
  analyticsSummary({
    funnel: { drafted: 60, reviewed: 3, approved: 1, edited: 0, rejected: 2, published: 1, failed: 0 },
    costs: {
      platform_usd: 0.31,
      platform_simulated_usd: 0.31,
      model_usd: 0,
      reply_model_usd: 0,
      per_published_reply_usd: 0.31,
      model_input_tokens: 0,
      model_cached_input_tokens: 0,
    },
    previous: {
      published: 0,
      engagement_rate: 0,
      author_replies: 0,
      follower_change: 0,
      per_published_reply_usd: null,
    },
    model_usage: noModelUsage({ demo_drafts: 60 }),
  });

describe('cost per published reply', () => {
  it('says under the figure what it divides by what, and that the simulated part is paid by nobody', () => {
    render(<HeadlineFigures summary={oneHandPostedReply()} rangeLabel="30 days" />);
    const cost = within(screen.getByTestId('figure-cost'));
    expect(cost.getByText('$0.31')).toBeVisible();
    // Every draft's searching and drafting sits on the one reply that went out.
    expect(cost.getByText(COPY.figures.costSpread(60, 1))).toBeVisible();
    expect(COPY.figures.costSpread(60, 1)).toBe(
      'The period’s platform calls and the model calls of its 60 drafts, divided by the reply published.',
    );
    expect(cost.getByText(COPY.figures.simulatedCost('$0.31'))).toBeVisible();
  });

  it('opens what it counts and whose key pays each part, and what is not in it', async () => {
    const user = userEvent.setup();
    render(<HeadlineFigures summary={oneHandPostedReply()} rangeLabel="30 days" />);
    const cost = within(screen.getByTestId('figure-cost'));
    const parts = [
      COPY.figures.platformPart('$0.31'),
      COPY.figures.modelPart('$0.00'),
      COPY.figures.whoPaysModel,
      COPY.figures.costLeftOut,
    ];
    for (const line of parts) expect(cost.getByText(line)).not.toBeVisible();
    // Nothing on the real networks: no line about the operator paying X.
    expect(cost.queryByText(/of it is X calls/)).not.toBeInTheDocument();

    await user.click(cost.getByText(COPY.figures.costParts));
    for (const line of parts) expect(cost.getByText(line)).toBeVisible();
    expect(cost.getByText(COPY.figures.whoPaysModel)).toHaveTextContent(
      /this server’s model, its operator’s; your own model, yours/,
    );
    expect(cost.getByText(COPY.figures.costLeftOut)).toHaveTextContent(/chat.*the subscription/);
  });

  it('names the X calls this server’s operator pays for, beside the simulated part', async () => {
    const user = userEvent.setup();
    const summary = analyticsSummary({
      costs: { ...analyticsSummary().costs, platform_usd: 2, platform_simulated_usd: 0.5 },
    });
    render(<HeadlineFigures summary={summary} rangeLabel="30 days" />);
    const cost = within(screen.getByTestId('figure-cost'));
    await user.click(cost.getByText(COPY.figures.costParts));
    expect(cost.getByText(COPY.figures.platformPart('$2.00'))).toBeVisible();
    expect(cost.getByText(COPY.figures.platformCost('$1.50'))).toBeVisible();
    expect(cost.getByText(COPY.figures.simulatedCost('$0.50'))).toBeVisible();
    expect(cost.getByText(COPY.figures.modelPart('$0.50'))).toBeVisible();
  });
});

describe('when the first figures come', () => {
  setUpEachTest();

  it.each([
    [5, 'about 5 minutes after'],
    [60, 'about 1 hour after'],
    [0, 'right after'],
    [90, 'about 90 minutes after'],
    [120, 'about 2 hours after'],
  ])('reads %i minutes as “%s”', (minutes, words) => {
    expect(firstReadingAfter(minutes)).toBe(words);
  });

  it('says this server’s time before anything is read, in the empty state too', async () => {
    await signedInServer({
      'GET /api/analytics/summary': () => json({ ...emptySummary(), first_reading_minutes: 5 }),
      'GET /api/analytics/replies': (url) =>
        repliesAnswer(url.searchParams.get('range')!, url.searchParams.get('sort')!, []),
    });
    renderAnalytics();
    expect(
      await screen.findByText(
        'No figures read yet: the first are read about 5 minutes after a reply goes out.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Each reply is read about 5 minutes after it goes out, then 24 hours and 7 days after/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hour after/)).not.toBeInTheDocument();
  });

  it('says it on a reply whose figures are not read yet', async () => {
    await signedInServer({
      'GET /api/analytics/replies': (url) =>
        repliesAnswer(url.searchParams.get('range')!, url.searchParams.get('sort')!, [
          analyticsReply('a', { read_at: null, impressions: null, engagement_rate: null }),
        ]),
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: <RepliesTable range="30d" sort="engagement" onSort={() => {}} firstReadingMinutes={5} />,
      },
    ]);
    renderRouter(router, { auth: true });
    const table = await screen.findByRole('table', { name: /^Replies/ });
    const pending = within(table).getAllByText(COPY.replies.pending);
    expect(pending.length).toBeGreaterThan(0);
    for (const cell of pending)
      expect(cell).toHaveAttribute('title', 'Not read yet: first read about 5 minutes after it goes out');
  });
});
