import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from '@/lib/router';
import { vi } from 'vitest';
import type { TEditSubmitAnswer, TFeedbackAnswer, TPendingReply } from '@gatling/shared/api/replies';
import { TIMINGS } from '@gatling/shared/spec';
import { PaywallHost } from '@/app/components/paywall-host';
import { UndoControl } from '@/app/components/undo-control';
import { SkipLinkSlot } from '@/components/skip-link';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { authClient } from '@/lib/auth/auth-client';
import { UndoProvider } from '@/lib/undo/undo-store';
import { setUpEachTest } from '@/test/each-test';
import { fakeApi, json, TEST_SESSION } from '@/test/fake-api';
import { fakeMatchMedia } from '@/test/match-media';
import { renderRouter, Where } from '@/test/render-in-app';
import { DecisionOutbox } from '../components/decision-outbox';
import { RepliesPage } from '../components/replies-page';
import { DECISION_SETTLE_MS } from '../hooks/use-decision-gate';
import { REPLIES_COPY } from '../texts';

export { sequence } from '@/test/fake-api';
export { toastWith } from '@/test/render-in-app';

/** The hooks of a /replies test file: the model on, and fake timers that still advance on their own. */
export const setUpRepliesTests = () =>
  setUpEachTest({ config: { llm_offline: false }, fakeTimers: { shouldAdvanceTime: true } });

/** A pending reply as GET /interactions/pending answers it. */
export function pendingReply(id: string, overrides: Partial<TPendingReply> = {}): TPendingReply {
  return {
    id,
    suggested_response: `Draft reply ${id}`,
    platform: 'twitter',
    original_message: {
      id: `post-${id}`,
      text: `Post ${id}: what is the one onboarding step you would never cut?`,
      created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      reactions: { likes: 1200, replies: 14, retweets: 3, views: 45_000 },
      author: { username: `author_${id}`, name: `Author ${id}`, avatar_url: null },
      media: null,
      tweet_type: 'SINGLE',
      original_tweet: null,
      url: `https://x.com/author_${id}/status/${id}`,
    },
    delivery: 'api',
    source: { kind: 'keyword', value: 'onboarding' },
    matched_rule: null,
    created_at: '2026-03-01T10:00:00.000Z',
    drafted_by: { kind: 'model', label: 'gpt-4.1-mini' },
    ...overrides,
  };
}

export const pendingAnswer = (list: TPendingReply[]) => json({ interactions: list });

export const feedbackAnswer = (
  reply_id: string,
  status: TFeedbackAnswer['status'] = 'scheduled',
  dry_send = false,
) =>
  json({
    reply_id,
    status,
    scheduled_at: status === 'scheduled' ? '2026-03-01T10:05:00.000Z' : null,
    delivery: 'api',
    dry_send,
  } satisfies TFeedbackAnswer);

/** POST /edit/submit's answer: the reply scheduled, and no rule unless `over` gives one. */
export const editSubmitAnswer = (reply_id: string, over: Partial<TEditSubmitAnswer> = {}) =>
  json({
    reply_id,
    status: 'scheduled',
    scheduled_at: '2026-03-01T10:05:00.000Z',
    delivery: 'api',
    dry_send: false,
    inferred_rule: null,
    rule_status: null,
    no_rule_reason: null,
    ...over,
  } satisfies TEditSubmitAnswer);

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'UNKNOWN_ERROR') =>
  json({ detail, code }, status);

/** What a toast says under its title. */
export const descriptionOf = (toast: HTMLElement) => toast.querySelector('[data-description]')?.textContent;

/** The undo control's button, or null while nothing can be undone. */
export const undoButton = () => screen.queryByRole('button', { name: /^Undo/ });

type TRoutes = Parameters<typeof fakeApi>[0];

/** Motion (and the swipe card) read this: with reduced motion the card goes without flying. */
function preferReducedMotion() {
  window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion'));
}

/** jsdom has no pointer capture; the swipe card's gesture sets it on every press. */
function supportPointerCapture() {
  const proto = Element.prototype as Partial<Element>;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.hasPointerCapture ??= () => false;
}

type TRenderOptions = {
  undoTimeout?: number;
  drySendMode?: boolean;
  /** The empty stack's action (the app's route gives monitoring's panel); none by default. */
  emptyAction?: (refetch: () => Promise<unknown>) => ReactNode;
  /** What to render instead of <RepliesPage /> (e.g. the app's route, which composes it). */
  page?: ReactNode;
  /** The address's query, e.g. '?platform=bluesky' (as after a reload with the filter on). */
  search?: string;
};

/**
 * Renders /replies signed in, in the providers the app gives it (undo stack with its control, the
 * paywall, the skip link's place first on the page), with the local settings given.
 */
export async function renderReplies(
  routes: TRoutes,
  { undoTimeout = 3, drySendMode = false, emptyAction = () => null, page, search = '' }: TRenderOptions = {},
) {
  preferReducedMotion();
  supportPointerCapture();
  localStorage.setItem('undoTimeout', String(undoTimeout));
  localStorage.setItem('drySendMode', String(drySendMode));
  const api = fakeApi({ 'GET /api/session': () => json({ session: TEST_SESSION }), ...routes });
  await authClient.getSession();
  const element = (
    <AuthProvider>
      <UndoProvider timeoutSeconds={undoTimeout}>
        <DecisionOutbox>
          {/* The app shell's slot for the screen's skip link, first on the page. */}
          <SkipLinkSlot.Slot />
          {page ?? <RepliesPage emptyAction={emptyAction} />}
          <UndoControl />
          <PaywallHost />
        </DecisionOutbox>
      </UndoProvider>
    </AuthProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/replies', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/replies${search}`] },
  );
  const view = renderRouter(router);
  // The auth state settles after its debounce, as the route guard waits for it in the app (the
  // file's fake timers, setUpRepliesTests).
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS.authDebounceMs + 10));
  return { ...api, ...view };
}

/** The JSON bodies of the calls to `path`. */
export function bodiesOf(
  calls: { method: string; path: string; init: RequestInit | undefined }[],
  path: string,
) {
  return calls
    .filter((c) => c.method === 'POST' && c.path === path)
    .map((c) => JSON.parse(String(c.init?.body)) as unknown);
}

/** The card on top of the stack. */
export const topCard = () => within(screen.getByTestId('top-card'));

/** The review stack's region. */
export const reviewStack = () => screen.getByRole('region', { name: REPLIES_COPY.stackLabel });

/** The top card's edit form, while it is open. */
export const editForm = () => screen.getByRole('form', { name: 'Edit reply' });

/** The reply's text in the edit form. */
export const editField = () => within(editForm()).getByLabelText('Your reply');

/** Lets the undo timeout (seconds) run out and the calls it starts settle. */
export async function passUndoTimeout(seconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(seconds * 1000 + 50));
}

/** Lets a card that just came on top settle there, so that it takes a decision (useDecisionGate). */
export async function letCardSettle() {
  await act(() => vi.advanceTimersByTimeAsync(DECISION_SETTLE_MS));
}
