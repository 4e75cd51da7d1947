import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPickedReason } from '@gatling/shared/api/replies';
import {
  pendingReply,
  pendingAnswer,
  renderReplies,
  setUpRepliesTests,
  topCard,
} from '../testing/replies-test-kit';
import { PickedLine } from './picked-line';

const record = { published: 4, engaged: 2, author_replies: 1, engagement_rate: 0.0234 };
const lineOf = (picked: TPickedReason | undefined) => {
  const { container } = render(<PickedLine picked={picked} />);
  return container.querySelector<HTMLElement>('[data-testid="picked-line"]');
};

describe('PickedLine', () => {
  it("with history: the qualifier's reason, the score and how the source's replies have done, on one line", () => {
    const line = lineOf({ score: 82, reason: 'Asks which agent framework to use', record });
    expect(line).toHaveTextContent(
      "Why this post: “Asks which agent framework to use” (the model's reason) · Score 82 · 4 replies sent, 2 engaged, 1 answered",
    );
    // One line at every width, cut with an ellipsis; the whole of it is the button's name.
    expect(line).toHaveClass('truncate');
    expect(line).toHaveAccessibleName(
      "Why this post: “Asks which agent framework to use” (the model's reason) · Score 82 · 4 replies sent, 2 engaged, 1 answered",
    );
    expect(line).toHaveAttribute(
      'title',
      "“Asks which agent framework to use” (the model's reason) · Score 82 · 4 replies sent, 2 engaged, 1 answered · 2.3% engagement rate",
    );
  });

  it("the reason is the model's words: quoted and attributed, on the screen and in the button's name", () => {
    const line = lineOf({ score: 82, reason: ' Asks about agents ', record: null })!;
    expect(within(line).getByTestId('picked-reason')).toHaveTextContent(/^“Asks about agents”$/);
    expect(line).toHaveAccessibleName("Why this post: “Asks about agents” (the model's reason) · Score 82");
    // Only the reason is the model's: the score and the record are the product's own.
    expect(lineOf({ score: 74, reason: null, record })).not.toHaveTextContent(/reason|“/);
  });

  it("a demo draft's reason is the demo writer's", () => {
    const { container } = render(
      <PickedLine
        picked={{ score: 60, reason: 'Mentions your keyword', record: null }}
        draftedBy={{ kind: 'demo', label: null }}
      />,
    );
    expect(container.querySelector('[data-testid="picked-line"]')).toHaveAccessibleName(
      "Why this post: “Mentions your keyword” (the demo writer's reason) · Score 60",
    );
  });

  it('the keyboard opens it in full, with the engagement rate, and closes it again', async () => {
    const user = userEvent.setup();
    const line = lineOf({ score: 82, reason: 'Asks which agent framework to use', record })!;
    expect(line).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(line).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(line).toHaveAttribute('aria-expanded', 'true');
    expect(line).not.toHaveClass('truncate');
    expect(line).toHaveTextContent(/· 2\.3% engagement rate$/);
    expect(line).toHaveTextContent(
      /^Why this post: “Asks which agent framework to use” \(the model's reason\) · /,
    );
    await user.keyboard(' ');
    expect(line).toHaveAttribute('aria-expanded', 'false');
    expect(line).toHaveClass('truncate');
  });

  it('without history: the reason and the score', () => {
    expect(lineOf({ score: 74, reason: 'A question about pricing', record: null })).toHaveTextContent(
      /^Why this post: “A question about pricing” \(the model's reason\) · Score 74$/,
    );
    expect(lineOf({ score: null, reason: 'A question', record: null })).toHaveTextContent(
      /^Why this post: “A question” \(the model's reason\)$/,
    );
    expect(lineOf({ score: 74, reason: null, record: null })).toHaveTextContent(/^Why this post: Score 74$/);
  });

  it('says when none of the replies engaged, and one reply in the singular', () => {
    expect(
      lineOf({ score: null, reason: 'r', record: { ...record, engaged: 0, author_replies: 0 } }),
    ).toHaveTextContent(/: “r” \(the model's reason\) · 4 replies sent, none engaged$/);
    expect(
      lineOf({
        score: 60,
        reason: null,
        record: { published: 1, engaged: 1, author_replies: 0, engagement_rate: 0 },
      }),
    ).toHaveAttribute('title', 'Score 60 · 1 reply sent, 1 engaged');
  });

  it('is left out when there is nothing to say', () => {
    expect(lineOf(undefined)).toBeNull();
    expect(lineOf({ score: null, reason: null, record: null })).toBeNull();
    expect(lineOf({ score: null, reason: '  ', record: null })).toBeNull();
  });
});

describe('the review card', () => {
  setUpRepliesTests();

  it('shows the line under its source', async () => {
    const picked = { score: 82, reason: 'Asks about agents', record };
    await renderReplies({
      'GET /api/interactions/pending': () => pendingAnswer([pendingReply('a', { picked })]),
    });
    // The qualifier's reason is on the card itself, not only in a tooltip.
    expect(
      await topCard().findByRole('button', {
        name: "Why this post: “Asks about agents” (the model's reason) · Score 82 · 4 replies sent, 2 engaged, 1 answered",
      }),
    ).toBeVisible();
    expect(topCard().getByText('Keyword: onboarding')).toBeInTheDocument();
    expect(screen.getAllByTestId('picked-line')).toHaveLength(1);
  });

  it("says a demo draft's reason is the demo writer's", async () => {
    const picked = { score: 64, reason: 'Mentions onboarding', record: null };
    await renderReplies({
      'GET /api/interactions/pending': () =>
        pendingAnswer([pendingReply('a', { picked, drafted_by: { kind: 'demo', label: null } })]),
    });
    expect(
      await topCard().findByRole('button', {
        name: "Why this post: “Mentions onboarding” (the demo writer's reason) · Score 64",
      }),
    ).toBeVisible();
  });
});
