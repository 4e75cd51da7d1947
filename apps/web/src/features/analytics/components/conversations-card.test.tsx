import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAnalyticsSummary } from '@gatling/shared/api/analytics';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';
import {
  analyticsReply,
  analyticsSummary,
  conversationFigures,
  emptySummary,
  noConversations,
  renderAnalytics,
  repliesAnswer,
} from '../testing/analytics-test-kit';
import { ANALYTICS_COPY } from '../texts';

const COPY = ANALYTICS_COPY.conversations;

async function showSummary(summary: TAnalyticsSummary) {
  await signedInServer({
    'GET /api/analytics/summary': () => json(summary),
    'GET /api/analytics/replies': (url) =>
      repliesAnswer(url.searchParams.get('range')!, url.searchParams.get('sort')!, [analyticsReply('a')]),
  });
  renderAnalytics();
  return screen.findByRole('region', { name: COPY.title });
}

describe('the Conversations card', () => {
  setUpEachTest();

  it('shows the answers received, the follow-ups sent, the time to answer in words and where they started', async () => {
    const card = await showSummary(
      analyticsSummary({ conversations: conversationFigures({ answers_received: 1400 }) }),
    );
    expect(within(card).getByTestId('conversations-received')).toHaveTextContent(
      `${COPY.received}1,400${COPY.receivedHint}`,
    );
    expect(within(card).getByTestId('conversations-sent')).toHaveTextContent(`${COPY.sent}9`);
    expect(within(card).getByTestId('conversations-time')).toHaveTextContent(
      `${COPY.timeToAnswer}1 hour 15 minutes${COPY.timeToAnswerHint}`,
    );
    const sources = within(card).getByRole('list', { name: COPY.bySource });
    const [pricing, grace] = within(sources).getAllByRole('listitem');
    // The keyword in words, as the by-source table has it, never as the query.
    expect(pricing).toHaveTextContent('pricing pages (English)Keyword8 answers · 6 follow-ups sent');
    expect(grace).toHaveTextContent('@graceCore user1 answer · 0 follow-ups sent');
    expect(within(card).queryByText(COPY.none)).not.toBeInTheDocument();
  });

  it('says when no answer to a sent reply came in, and leaves the source list out when empty', async () => {
    const card = await showSummary(
      analyticsSummary({
        conversations: conversationFigures({ median_minutes_to_answer: null, by_source: [] }),
      }),
    );
    expect(within(card).getByTestId('conversations-time')).toHaveTextContent(
      `${COPY.timeToAnswer}—${COPY.noTimeToAnswer}`,
    );
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says in one line that nothing came in during the period', async () => {
    const card = await showSummary(analyticsSummary({ conversations: noConversations() }));
    expect(within(card).getByText(COPY.none)).toBeInTheDocument();
    expect(within(card).queryByTestId('conversations-received')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('counts follow-ups sent to answers from before the period beside that line', async () => {
    const card = await showSummary(
      analyticsSummary({ conversations: { ...noConversations(), follow_ups_sent: 2 } }),
    );
    expect(card).toHaveTextContent(`${COPY.none} ${COPY.sentAnyway(2)}`);
  });

  it('shows while nothing is published when answers came in to earlier replies, and not otherwise', async () => {
    const card = await showSummary({
      ...emptySummary(),
      conversations: conversationFigures({ answers_received: 3 }),
    });
    expect(screen.getByRole('heading', { name: ANALYTICS_COPY.empty.title })).toBeInTheDocument();
    expect(within(card).getByTestId('conversations-received')).toHaveTextContent('3');
  });
});
