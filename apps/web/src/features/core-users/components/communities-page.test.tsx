import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  apiError,
  bareError,
  bodyOf,
  coreUser,
  coreUsersAnswer,
  countOf,
  deferred,
  renderInApp,
  sequence,
  signedInServer,
} from '../testing/core-users-test-kit';
import { CORE_USERS_COPY as COPY } from '../texts';
import { CommunitiesPage } from './communities-page';

const ADA = coreUser('ada', { display_name: 'Ada Lovelace' });
const GRACE = coreUser('grace', { display_name: 'Grace Hopper', avatar_url: null });

const input = () => screen.getByPlaceholderText(TEXT.coreUsers.inputPlaceholder);
const addButton = () => screen.getByRole('button', { name: COPY.add });
const list = () => screen.getByRole('list', { name: COPY.listLabel });

async function renderPage(routes: Parameters<typeof signedInServer>[0]) {
  const api = await signedInServer(routes);
  const view = renderInApp(<CommunitiesPage />);
  return { ...api, ...view };
}

describe('/communities', () => {
  setUpEachTest();

  it('shows Loading..., then each user with avatar, display name and @username', async () => {
    await renderPage({ 'GET /api/core-users': () => coreUsersAnswer([ADA, GRACE]) });
    expect(screen.getByText(TEXT.loading)).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: COPY.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(items[0]!).getByText('@ada')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', ADA.avatar_url);
    // No picture: the initial stands in.
    expect(within(items[1]!).getByText('G')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Remove @grace' })).toBeInTheDocument();
    expect(screen.getByText(COPY.count(2))).toBeInTheDocument();
  });

  it('says when there are no core users yet', async () => {
    await renderPage({ 'GET /api/core-users': () => coreUsersAnswer([]) });
    expect(await screen.findByText(TEXT.coreUsers.empty)).toBeInTheDocument();
  });

  it('adds a username trimmed and without its @, toasts, lists it and clears the field', async () => {
    const added = coreUser('ada', { display_name: 'Ada Lovelace' });
    const api = await renderPage({
      'GET /api/core-users': sequence(
        () => coreUsersAnswer([GRACE]),
        () => coreUsersAnswer([GRACE, added]),
      ),
      'POST /api/core-users/add': () => json({ added_user: added }),
    });
    await screen.findByText('@grace');
    await api.user.type(input(), '  @ada  ');
    await api.user.click(addButton());
    expect(await screen.findByText(TEXT.coreUsers.added('ada'))).toBeInTheDocument();
    expect(bodyOf(api.calls, '/api/core-users/add')).toEqual({ username: 'ada', platform: 'twitter' });
    expect(within(list()).getByText('@ada')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('ignores a blank username: Add stays disabled and Enter sends nothing', async () => {
    const api = await renderPage({ 'GET /api/core-users': () => coreUsersAnswer([]) });
    await screen.findByText(TEXT.coreUsers.empty);
    expect(addButton()).toBeDisabled();
    await api.user.type(input(), '   ');
    expect(addButton()).toBeDisabled();
    await api.user.type(input(), '{Enter}');
    await api.user.clear(input());
    await api.user.type(input(), '@{Enter}');
    expect(addButton()).toBeDisabled();
    expect(countOf(api.calls, 'POST', '/api/core-users/add')).toBe(0);
  });

  it('disables Add and Import while an add is under way', async () => {
    const pending = deferred();
    const api = await renderPage({
      'GET /api/core-users': () => coreUsersAnswer([]),
      'POST /api/core-users/add': pending.handler,
    });
    await screen.findByText(TEXT.coreUsers.empty);
    await api.user.type(input(), 'ada');
    await api.user.click(addButton());
    await waitFor(() => expect(addButton()).toBeDisabled());
    expect(addButton()).toHaveAttribute('aria-busy', 'true');
    // The import card's button waits as well.
    await api.user.click(screen.getByRole('button', { name: COPY.import.trigger }));
    await api.user.type(await screen.findByLabelText(COPY.import.urlLabel), 'https://docs.google.com/x');
    expect(screen.getByRole('button', { name: COPY.import.submit })).toBeDisabled();

    pending.release(json({ added_user: coreUser('ada') }));
    expect(await screen.findByText(TEXT.coreUsers.added('ada'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.import.submit })).toBeEnabled());
  });

  it("shows the server's detail when adding fails, else 'Failed to add user'", async () => {
    const api = await renderPage({
      'GET /api/core-users': () => coreUsersAnswer([]),
      'POST /api/core-users/add': sequence(
        () => apiError(409, 'Connect your X account before adding core users'),
        () => bareError(502),
      ),
    });
    await screen.findByText(TEXT.coreUsers.empty);
    await api.user.type(input(), 'ada');
    await api.user.click(addButton());
    expect(await screen.findByText('Connect your X account before adding core users')).toBeInTheDocument();
    // The name stays, to try again.
    expect(input()).toHaveValue('ada');
    await api.user.click(addButton());
    expect(await screen.findByText(TEXT.coreUsers.addFailed)).toBeInTheDocument();
  });

  it('removes a user, toasts, and takes it off the list', async () => {
    const api = await renderPage({
      'GET /api/core-users': sequence(
        () => coreUsersAnswer([ADA, GRACE]),
        () => coreUsersAnswer([GRACE]),
      ),
      'POST /api/core-users/remove': () => json({ removed_username: 'ada' }),
    });
    await screen.findByText('@ada');
    await api.user.click(screen.getByRole('button', { name: 'Remove @ada' }));
    expect(await screen.findByText(TEXT.coreUsers.removed('ada'))).toBeInTheDocument();
    expect(bodyOf(api.calls, '/api/core-users/remove')).toEqual({ username: 'ada', platform: 'twitter' });
    await waitFor(() => expect(within(list()).queryByText('@ada')).not.toBeInTheDocument());
    expect(within(list()).getByText('@grace')).toBeInTheDocument();
  });

  it("shows the server's detail when removing fails, else 'Failed to remove user'", async () => {
    const api = await renderPage({
      'GET /api/core-users': () => coreUsersAnswer([ADA]),
      'POST /api/core-users/remove': sequence(
        () => apiError(404, 'ada is not one of your core users', 'NOT_FOUND'),
        () => bareError(500),
      ),
    });
    await screen.findByText('@ada');
    await api.user.click(screen.getByRole('button', { name: 'Remove @ada' }));
    expect(await screen.findByText('ada is not one of your core users')).toBeInTheDocument();
    await api.user.click(screen.getByRole('button', { name: 'Remove @ada' }));
    expect(await screen.findByText(TEXT.coreUsers.removeFailed)).toBeInTheDocument();
    expect(within(list()).getByText('@ada')).toBeInTheDocument();
  });

  it("retries a failed load once, then shows 'Failed to fetch core users' with a way to try again", async () => {
    const api = await renderPage({
      'GET /api/core-users': sequence(
        () => bareError(500),
        () => bareError(500),
        () => coreUsersAnswer([ADA]),
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXT.coreUsers.fetchFailed)).toBeInTheDocument();
    expect(
      await screen.findByText(TEXT.coreUsers.fetchFailed, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(countOf(api.calls, 'GET', '/api/core-users')).toBe(2);
    await api.user.click(within(alert).getByRole('button', { name: COPY.loadFailedRetry }));
    expect(await screen.findByText('@ada')).toBeInTheDocument();
    expect(countOf(api.calls, 'GET', '/api/core-users')).toBe(3);
  });

  it("shows the server's detail when the load fails with one", async () => {
    await renderPage({
      'GET /api/core-users': () =>
        apiError(503, 'The database is starting, try again in a moment', 'UNAVAILABLE'),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is starting, try again in a moment')).toBeInTheDocument();
  });
});
