import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { json } from '@/test/fake-api';
import {
  bodiesOf,
  conversation,
  conversationsAnswer,
  followUp,
  inboxStack,
  letCardSettle,
  passUndoTimeout,
  renderInbox,
  setUpInboxTests,
  toastWith,
  topCard,
  undoButton,
} from './inbox-test-kit';
import { CONVERSATIONS_COPY } from '@/features/conversations/texts';
import { NotificationsRoute } from '../replies-route';

const A = conversation('a');
const B = conversation('b');

const approved = (reply_id: string) =>
  json({
    reply_id,
    status: 'scheduled',
    scheduled_at: '2026-03-01T10:05:00.000Z',
    delivery: 'api',
    dry_send: false,
  });
const rejected = (reply_id: string) =>
  json({ reply_id, status: 'rejected', scheduled_at: null, delivery: 'api', dry_send: false });

/** Drags the top card by (dx, dy) with pointer events, as a finger does. */
async function drag(dx: number, dy: number) {
  const card = screen.getByTestId('top-card');
  const at = (x: number, y: number) => ({ pointerId: 1, buttons: 1, clientX: 100 + x, clientY: 300 + y });
  await act(async () => {
    fireEvent.pointerDown(card, at(0, 0));
    for (let step = 1; step <= 5; step += 1)
      fireEvent.pointerMove(card, at((dx * step) / 5, (dy * step) / 5));
    fireEvent.pointerUp(card, { ...at(dx, dy), buttons: 0 });
  });
}

describe('the conversations inbox', () => {
  setUpInboxTests();

  it('shows the thread (the first post, the user’s own marked "You", the answer with who and when) and the drafted follow-up', async () => {
    const demo = followUp('b', { drafted_by: { kind: 'demo', label: null } });
    const { user } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer([A, conversation('b', { follow_up: demo })]),
    });
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(2))).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Answer from Answerer a' });
    const thread = within(card).getByRole('list', { name: CONVERSATIONS_COPY.thread });
    const lines = within(thread).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Founder');
    expect(lines[0]).toHaveTextContent('Root a: what onboarding step would you never cut?');
    expect(within(lines[1]!).getByText(CONVERSATIONS_COPY.you)).toBeInTheDocument();
    expect(within(lines[1]!).queryByText('Ada')).not.toBeInTheDocument();
    expect(lines[1]).toHaveTextContent('Mine a: the welcome call, every time.');
    expect(within(lines[2]!).getByRole('article', { name: 'Post by Answerer a' })).toHaveTextContent('2h');
    expect(lines[2]).toHaveTextContent('Answer a: how did you keep the first week that short?');
    expect(within(card).getByText('An answer to you')).toBeInTheDocument();
    const draft = within(card).getByRole('region', { name: CONVERSATIONS_COPY.followUp });
    expect(within(draft).getByTestId('suggested-response')).toHaveTextContent(
      'Follow-up a: glad it helped, the checklist is next.',
    );
    expect(within(draft).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(draft).queryByText('Demo draft')).not.toBeInTheDocument();
    expect(within(draft).getByRole('group', { name: 'Quick edits' })).toBeInTheDocument();

    // The demo writer's follow-up says so.
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(1))).toBeInTheDocument();
    expect(topCard().getByText('Demo draft')).toBeInTheDocument();
  });

  it('swipe right sends and left ignores the follow-up (its reply id), once the undo time is over', async () => {
    const { calls } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer([A, B]),
      'POST /api/feedback/approve': () => approved('reply-a'),
      'POST /api/feedback/reject': () => rejected('reply-b'),
    });
    await screen.findByText(CONVERSATIONS_COPY.remaining(2));
    await drag(130, 10);
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(1))).toBeInTheDocument();
    await letCardSettle();
    await drag(-150, 0);
    expect(await screen.findByText(TEXT.notifications.empty)).toBeInTheDocument();
    // Nothing goes out before the undo window closes.
    expect(calls.filter((c) => c.path.startsWith('/api/feedback/'))).toEqual([]);

    await passUndoTimeout(3);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'reply-a', human_edits: null, dry_send: false },
    ]);
    expect(bodiesOf(calls, '/api/feedback/reject')).toEqual([{ reply_id: 'reply-b', human_edits: null }]);
    await toastWith(TEXT.replies.scheduled);
    // Sent, the follow-up stays off the stack though the list read before still holds it.
    expect(screen.getByText(TEXT.notifications.empty)).toBeInTheDocument();
  });

  it('→ sends and ← ignores, as on Your Replies; the focus goes to the next card', async () => {
    const { calls, user } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer([A, B]),
      'POST /api/feedback/approve': () => approved('reply-a'),
      'POST /api/feedback/reject': () => rejected('reply-b'),
    });
    await screen.findByText(CONVERSATIONS_COPY.remaining(2));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(1))).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Answer from Answerer b' })).toHaveFocus();
    await letCardSettle();
    await user.keyboard('{ArrowLeft}');
    await screen.findByText(TEXT.notifications.empty);
    await passUndoTimeout(3);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'reply-a', human_edits: null, dry_send: false },
    ]);
    expect(bodiesOf(calls, '/api/feedback/reject')).toEqual([{ reply_id: 'reply-b', human_edits: null }]);
  });

  it('undo brings the card back and nothing is sent', async () => {
    const { calls, user } = await renderInbox(
      {
        'GET /api/conversations': () => conversationsAnswer([A, B]),
        'POST /api/feedback/approve': () => approved('reply-a'),
      },
      { undoTimeout: 10 },
    );
    await user.click(await screen.findByRole('button', { name: TEXT.replies.send }));
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(1))).toBeInTheDocument();
    await user.click(undoButton()!);
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(2))).toBeInTheDocument();
    expect(topCard().getByText('Follow-up a: glad it helped, the checklist is next.')).toBeInTheDocument();
    await passUndoTimeout(12);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([]);
  });

  it('up edits: the same form, and its text goes out with the edit call', async () => {
    const { calls, user } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer([A]),
      'POST /api/feedback/approve': () => approved('reply-a'),
      'POST /api/edit/submit': () =>
        json({
          reply_id: 'reply-a',
          status: 'scheduled',
          scheduled_at: '2026-03-01T10:05:00.000Z',
          delivery: 'api',
          dry_send: false,
          inferred_rule: null,
          rule_status: null,
          no_rule_reason: null,
        }),
    });
    await screen.findByText(CONVERSATIONS_COPY.remaining(1));
    await drag(0, -40);
    const form = await screen.findByRole('form', { name: 'Edit reply' });
    const field = within(form).getByLabelText('Your reply');
    await user.clear(field);
    await user.type(field, 'Thanks! The checklist ships Friday.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByText(TEXT.notifications.empty);
    await passUndoTimeout(3);
    expect(bodiesOf(calls, '/api/feedback/approve')).toEqual([
      { reply_id: 'reply-a', human_edits: 'Thanks! The checklist ships Friday.', dry_send: false },
    ]);
    expect(bodiesOf(calls, '/api/edit/submit')).toMatchObject([
      {
        reply_id: 'reply-a',
        original_text: 'Follow-up a: glad it helped, the checklist is next.',
        edited_text: 'Thanks! The checklist ships Friday.',
      },
    ]);
  });

  it('a quick edit rewrites the follow-up on its card', async () => {
    const { calls, user } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer([A]),
      'POST /api/edit/response': () =>
        json({
          reply_id: 'reply-a',
          suggested_response: 'Glad it helped! Checklist next.',
          edited_text: 'Glad it helped! Checklist next.',
          drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
        }),
    });
    await screen.findByText(CONVERSATIONS_COPY.remaining(1));
    await user.click(topCard().getByRole('button', { name: 'Punchier' }));
    expect(await topCard().findByText('Glad it helped! Checklist next.')).toBeInTheDocument();
    expect(bodiesOf(calls, '/api/edit/response')).toEqual([{ reply_id: 'reply-a', edit_type: 'tighter' }]);
  });

  it('Like likes the post at once: the item leaves the inbox with a toast', async () => {
    let items = [A, B];
    const { calls, user } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer(items),
      'GET /api/conversations/count': () => json({ open: items.length }),
      'POST /api/conversations/like': () => {
        items = [B];
        return json({ item_id: 'a', status: 'liked' });
      },
    });
    await screen.findByText(CONVERSATIONS_COPY.remaining(2));
    await user.click(topCard().getByRole('button', { name: 'Like the post by Answerer a' }));
    const toast = await toastWith(CONVERSATIONS_COPY.liked);
    expect(toast).toHaveTextContent('Post by @answerer_a');
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(1))).toBeInTheDocument();
    expect(bodiesOf(calls, '/api/conversations/like')).toEqual([{ item_id: 'a' }]);
    expect(calls.filter((c) => c.path.startsWith('/api/feedback/'))).toEqual([]);
  });

  it('nothing to add: the writer’s reason, with Like and Dismiss instead of Send, and no swipe', async () => {
    const quiet = conversation('q', {
      kind: 'mention',
      follow_up: null,
      nothing_to_add: 'They thanked you; a reply would only repeat it.',
    });
    const { calls, user } = await renderInbox({
      'GET /api/conversations': () => conversationsAnswer([quiet, B]),
      'POST /api/conversations/dismiss': () => json({ item_id: 'q', status: 'dismissed' }),
    });
    await screen.findByText(CONVERSATIONS_COPY.remaining(2));
    const card = screen.getByRole('article', { name: 'Mention from Answerer q' });
    expect(within(card).getByTestId('nothing-to-add')).toHaveTextContent(
      'They thanked you; a reply would only repeat it.',
    );
    expect(within(card).queryByTestId('suggested-response')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.replies.send })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like the post by Answerer q' })).toBeInTheDocument();
    // Neither a swipe nor a key decides it.
    await drag(150, 0);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(CONVERSATIONS_COPY.remaining(2))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss the post by Answerer q' }));
    expect(await toastWith(CONVERSATIONS_COPY.dismissed)).toBeInTheDocument();
    expect(await screen.findByText(CONVERSATIONS_COPY.remaining(1))).toBeInTheDocument();
    expect(inboxStack()).toContainElement(screen.getByRole('article', { name: 'Answer from Answerer b' }));
    expect(bodiesOf(calls, '/api/conversations/dismiss')).toEqual([{ item_id: 'q' }]);
    await passUndoTimeout(3);
    expect(calls.filter((c) => c.path.startsWith('/api/feedback/'))).toEqual([]);
  });

  it('empty: the Notifications screen says the specification’s words, and what will come here', async () => {
    await renderInbox(
      { 'GET /api/conversations': () => conversationsAnswer([]) },
      { page: <NotificationsRoute /> },
    );
    expect(screen.getByRole('heading', { level: 1, name: TEXT.notifications.title })).toBeInTheDocument();
    expect(await screen.findByText(TEXT.notifications.empty)).toBeInTheDocument();
    expect(screen.getByText(CONVERSATIONS_COPY.emptyBody)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: CONVERSATIONS_COPY.stackLabel })).not.toBeInTheDocument();
  });
});
