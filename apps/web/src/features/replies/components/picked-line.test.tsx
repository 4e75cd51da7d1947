import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPickedReason } from '@gatling/shared/api/replies';
import {
  interaction,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';
import { PickedLine } from './picked-line';

const record = { published: 4, engaged: 2, author_replies: 1, engagement_rate: 0.0234 };
const lineOf = (picked: TPickedReason | undefined) => {
  const { container } = render(<PickedLine picked={picked} />);
  return container.querySelector('p');
};

describe('PickedLine', () => {
  it("with history: the score and how the source's replies have done, the rest in its title", () => {
    const line = lineOf({ score: 82, reason: 'Asks which agent framework to use', record });
    expect(line).toHaveTextContent('Why this post: Score 82 · 4 replies sent, 2 engaged, 1 answered');
    expect(line).toHaveClass('truncate');
    expect(line).toHaveAttribute(
      'title',
      'Score 82 · 4 replies sent, 2 engaged, 1 answered · 2.3% engagement rate\nAsks which agent framework to use',
    );
  });

  it('without history: the score alone', () => {
    const line = lineOf({ score: 74, reason: null, record: null });
    expect(line).toHaveTextContent(/^Why this post: Score 74$/);
    expect(line).toHaveAttribute('title', 'Score 74');
  });

  it('says when none of the replies engaged, and one reply in the singular', () => {
    expect(
      lineOf({ score: null, reason: 'r', record: { ...record, engaged: 0, author_replies: 0 } }),
    ).toHaveTextContent(/: 4 replies sent, none engaged$/);
    expect(
      lineOf({
        score: 60,
        reason: 'r',
        record: { published: 1, engaged: 1, author_replies: 0, engagement_rate: 0 },
      }),
    ).toHaveAttribute('title', 'Score 60 · 1 reply sent, 1 engaged\nr');
  });

  it('is left out when there is nothing to say', () => {
    expect(lineOf(undefined)).toBeNull();
    expect(lineOf({ score: null, reason: 'r', record: null })).toBeNull();
  });
});

describe('the review card', () => {
  setUpRepliesTests();

  it('shows the line under its source', async () => {
    const picked = { score: 82, reason: 'Asks about agents', record };
    await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([interaction('a', { picked })]),
    });
    expect(
      await topCard().findByText('Score 82 · 4 replies sent, 2 engaged, 1 answered'),
    ).toBeInTheDocument();
    expect(topCard().getByText('Keyword: onboarding')).toBeInTheDocument();
    expect(screen.getAllByText(/^Score/)).toHaveLength(1);
  });
});
