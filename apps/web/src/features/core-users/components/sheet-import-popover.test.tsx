import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT, TIMINGS } from '@gatling/shared/spec';
import { loadHoverCard } from '@/components/ui/hover-card';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  apiError,
  bareError,
  bodyOf,
  coreUser,
  coreUsersAnswer,
  countOf,
  renderInApp,
  sequence,
  signedInServer,
} from '../testing/core-users-test-kit';
import { CORE_USERS_COPY as COPY } from '../texts';
import { CommunitiesPage } from './communities-page';

const SHEET = 'https://docs.google.com/spreadsheets/d/abc123/edit#gid=0';
const trigger = () => screen.getByRole('button', { name: COPY.import.trigger });
const card = () => screen.queryByRole('dialog', { name: COPY.import.title });
const urlInput = () => screen.getByLabelText(COPY.import.urlLabel);
const importButton = () => screen.getByRole('button', { name: COPY.import.submit });

async function renderPage(routes: Parameters<typeof signedInServer>[0] = {}) {
  const api = await signedInServer({ 'GET /api/core-users': () => coreUsersAnswer([]), ...routes });
  const view = renderInApp(<CommunitiesPage />);
  await screen.findByText(TEXT.coreUsers.empty);
  // The card's code is here before the pointer is (as the idle preload has it in the browser).
  await loadHoverCard();
  return { ...api, ...view };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('importing core users from a Google Sheet', () => {
  setUpEachTest();

  it('opens 700 ms after the mouse rests on the button and closes 300 ms after it leaves', async () => {
    await renderPage();
    vi.useFakeTimers();
    fireEvent.pointerOver(trigger(), { pointerType: 'mouse' });
    advance(TIMINGS.hoverCardOpenDelayMs - 1);
    expect(card()).not.toBeInTheDocument();
    advance(1);
    const dialog = card();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog!).getByText(COPY.import.body)).toBeInTheDocument();
    expect(within(dialog!).getByText(COPY.import.sharing)).toBeInTheDocument();
    // Hover does not take focus away from where it is.
    expect(urlInput()).not.toHaveFocus();

    // Moving from the button onto the card keeps it open.
    fireEvent.pointerOut(trigger(), { pointerType: 'mouse', relatedTarget: dialog });
    fireEvent.pointerOver(dialog!, { pointerType: 'mouse', relatedTarget: trigger() });
    advance(TIMINGS.hoverCardCloseDelayMs * 2);
    expect(card()).toBeInTheDocument();

    fireEvent.pointerOut(dialog!, { pointerType: 'mouse' });
    advance(TIMINGS.hoverCardCloseDelayMs - 1);
    expect(card()).toBeInTheDocument();
    advance(1);
    expect(card()).not.toBeInTheDocument();
  });

  it('a finger passing over the button does not open it; a tap does', async () => {
    const { user } = await renderPage();
    vi.useFakeTimers();
    fireEvent.pointerOver(trigger(), { pointerType: 'touch' });
    advance(TIMINGS.hoverCardOpenDelayMs * 2);
    expect(card()).not.toBeInTheDocument();
    vi.useRealTimers();
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(card()).toBeInTheDocument();
  });

  it('a click (or tap) opens it at once with focus in the link field, and it stays open', async () => {
    const { user } = await renderPage();
    await user.click(trigger());
    expect(card()).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(urlInput()).toHaveFocus());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.unhover(trigger());
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.hoverCardCloseDelayMs * 2));
    expect(card()).toBeInTheDocument();
    // The button closes it again.
    await user.click(trigger());
    expect(card()).not.toBeInTheDocument();
  });

  it('opens on keyboard focus after the delay; Escape closes it and focus returns to the button', async () => {
    const { user } = await renderPage();
    vi.useFakeTimers();
    act(() => trigger().focus());
    advance(TIMINGS.hoverCardOpenDelayMs - 1);
    expect(card()).not.toBeInTheDocument();
    advance(1);
    expect(card()).toBeInTheDocument();
    vi.useRealTimers();
    // Tab moves from the button into the card.
    await user.tab();
    expect(urlInput()).toHaveFocus();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.keyboard('{Escape}');
    expect(card()).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    // Focus coming back does not open it again.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.hoverCardOpenDelayMs * 2));
    expect(card()).not.toBeInTheDocument();
  });

  it('Enter on the button opens it at once', async () => {
    const { user } = await renderPage();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(card()).toBeInTheDocument();
    await waitFor(() => expect(urlInput()).toHaveFocus());
  });

  it('Import waits for a link, sends it, toasts the count, refreshes the list and closes', async () => {
    const added = [coreUser('ada'), coreUser('grace')];
    const { user, calls } = await renderPage({
      'GET /api/core-users': sequence(
        () => coreUsersAnswer([]),
        () => coreUsersAnswer(added),
      ),
      'POST /api/core-users/import-sheet': () =>
        json({ added_users: added, already_added: [], invalid_usernames: [], error: null }),
    });
    await user.click(trigger());
    expect(importButton()).toBeDisabled();
    await user.type(urlInput(), '   ');
    expect(importButton()).toBeDisabled();
    await user.type(urlInput(), SHEET);
    await user.click(importButton());
    expect(await screen.findByText(TEXT.coreUsers.imported(2))).toBeInTheDocument();
    expect(bodyOf(calls, '/api/core-users/import-sheet')).toEqual({ sheets_url: SHEET });
    expect(await screen.findByText('@grace')).toBeInTheDocument();
    expect(countOf(calls, 'GET', '/api/core-users')).toBe(2);
    expect(card()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('names the usernames that could not be added', async () => {
    const { user } = await renderPage({
      'POST /api/core-users/import-sheet': sequence(
        () =>
          json({
            added_users: [coreUser('ada')],
            already_added: ['grace'],
            invalid_usernames: ['not a name', 'nobody_here_xyz'],
            error: null,
          }),
        () =>
          json({ added_users: [], already_added: [], invalid_usernames: ['nobody_here_xyz'], error: null }),
      ),
    });
    await user.click(trigger());
    await user.type(urlInput(), SHEET);
    await user.click(importButton());
    expect(await screen.findByText(TEXT.coreUsers.imported(1))).toBeInTheDocument();
    expect(
      screen.getByText(
        `${TEXT.coreUsers.invalidImported(2)}: not a name, nobody_here_xyz ${COPY.import.alreadyAdded(1)}`,
      ),
    ).toBeInTheDocument();

    await user.click(trigger());
    await user.type(urlInput(), SHEET);
    await user.click(importButton());
    expect(await screen.findByText(TEXT.coreUsers.invalidImported(1))).toBeInTheDocument();
    expect(screen.getByText('nobody_here_xyz')).toBeInTheDocument();
  });

  it("shows the server's detail when the import fails, else 'Failed to import from sheet'", async () => {
    const { user } = await renderPage({
      'POST /api/core-users/import-sheet': sequence(
        () => apiError(422, 'This sheet is not shared as “Anyone with the link”', 'VALIDATION_FAILED'),
        () => bareError(502),
      ),
    });
    await user.click(trigger());
    await user.type(urlInput(), SHEET);
    await user.click(importButton());
    expect(await screen.findByText('This sheet is not shared as “Anyone with the link”')).toBeInTheDocument();
    // The card stays open with the link, to fix and try again.
    expect(urlInput()).toHaveValue(SHEET);
    await user.click(importButton());
    expect(await screen.findByText(TEXT.coreUsers.importFailed)).toBeInTheDocument();
  });

  it('the browser refuses something that is not a link', async () => {
    const { user, calls } = await renderPage();
    await user.click(trigger());
    await user.type(urlInput(), 'my sheet');
    await user.click(importButton());
    expect(urlInput()).toBeInvalid();
    expect(countOf(calls, 'POST', '/api/core-users/import-sheet')).toBe(0);
  });
});
