import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  bodyOf,
  coreUser,
  coreUsersAnswer,
  countOf,
  renderInApp,
  sequence,
  signedInServer,
  suggestedAccount,
} from '../testing/core-users-test-kit';
import { CORE_USERS_COPY as COPY } from '../texts';
import { CommunitiesPage } from './communities-page';
import { CoreUsersStep } from './core-users-step';

const ALICE = suggestedAccount('alice_ships', 'Alice Martin');
const ALI = suggestedAccount('ali_codes', 'Ali Khan');
const MALIK = suggestedAccount('malik_dev', 'Malik Ross');

const combobox = () => screen.getByRole('combobox', { name: COPY.usernameLabel });
const listbox = () => screen.getByRole('listbox', { name: COPY.suggestions.label });
/** The matches, once the list has opened. */
const options = async () =>
  within(await screen.findByRole('listbox', { name: COPY.suggestions.label })).findAllByRole('option');

/** Suggestions answered from the three accounts above, by part of their handle or name. */
function suggestions(url: URL) {
  const q = (url.searchParams.get('q') ?? '').replace(/^@/, '').toLowerCase();
  const accounts = [ALICE, ALI, MALIK].filter(
    (a) => a.username.includes(q) || a.display_name.toLowerCase().includes(q),
  );
  return json({ available: true, accounts });
}

async function renderPage(element = <CommunitiesPage />, path = '/communities') {
  const added = coreUser('alice_ships', { display_name: 'Alice Martin' });
  const api = await signedInServer({
    'GET /api/core-users': sequence(
      () => coreUsersAnswer([]),
      () => coreUsersAnswer([added]),
    ),
    'GET /api/core-users/suggestions': suggestions,
    'POST /api/core-users/add': () => json({ added_user: added }),
  });
  const view = renderInApp(element, path);
  await screen.findByText(TEXT.coreUsers.empty);
  return { ...api, ...view };
}

describe('core user field on the simulated network: accounts offered as the user types', () => {
  setUpEachTest();

  it('a combobox: part of a name lists the matches with avatar, name and handle', async () => {
    const { user, calls } = await renderPage();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAccessibleDescription(COPY.suggestions.hint);
    await user.type(combobox(), '@ALI');
    const found = await options();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox().id);
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(found.map((o) => o.textContent)).toEqual([
      'Alice Martin@alice_ships',
      'Ali Khan@ali_codes',
      'Malik Ross@malik_dev',
    ]);
    expect(found[0]!.querySelector('img')).toHaveAttribute('src', ALICE.avatar_url);
    expect(screen.getByRole('status')).toHaveTextContent(COPY.suggestions.found(3));
    // Asked once the typing paused, without the @.
    const asked = calls
      .filter((c) => c.path === '/api/core-users/suggestions')
      .map((c) => c.url.searchParams.get('q'));
    expect(asked.at(-1)).toBe('ALI');
  });

  it('↓ and ↑ move through the matches; Enter picks one and adds it; the field keeps the focus', async () => {
    const { user, calls } = await renderPage();
    await user.type(combobox(), 'ali');
    const found = await options();
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', found[0]!.id);
    expect(found[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', found[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', found[2]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(found[0]).toHaveAttribute('aria-selected', 'true');
    expect(found[1]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(TEXT.coreUsers.added('alice_ships'))).toBeInTheDocument();
    expect(bodyOf(calls, '/api/core-users/add')).toEqual({ username: 'alice_ships', platform: 'twitter' });
    expect(countOf(calls, 'POST', '/api/core-users/add')).toBe(1);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(combobox()).toHaveValue(''));
    expect(combobox()).toHaveFocus();
    // Once added, it is not offered again.
    await user.type(combobox(), 'ali');
    await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(2));
    expect(within(listbox()).queryByText('@alice_ships')).not.toBeInTheDocument();
  });

  it('a click picks an account too', async () => {
    const { user, calls } = await renderPage();
    await user.type(combobox(), 'khan');
    await options();
    await user.click(within(listbox()).getByRole('option', { name: /Ali Khan/ }));
    await waitFor(() =>
      expect(bodyOf(calls, '/api/core-users/add')).toEqual({ username: 'ali_codes', platform: 'twitter' }),
    );
  });

  it('Enter with nothing highlighted adds what was typed; Escape closes the list, then clears', async () => {
    const { user, calls } = await renderPage();
    await user.type(combobox(), 'malik');
    await options();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('malik');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');

    await user.type(combobox(), 'someone_else{Enter}');
    await waitFor(() =>
      expect(bodyOf(calls, '/api/core-users/add')).toEqual({ username: 'someone_else', platform: 'twitter' }),
    );
  });

  it('says when nothing on the network matches', async () => {
    const { user } = await renderPage();
    await user.type(combobox(), 'elonmusk');
    const none = COPY.suggestions.none('elonmusk');
    expect(await screen.findByText(none, { ignore: '[role=status]' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(none);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('onboarding’s core-users step offers the same accounts', async () => {
    const { user } = await renderPage(<CoreUsersStep />, '/onboarding');
    await user.type(combobox(), 'ross');
    expect((await options()).map((o) => o.textContent)).toEqual(['Malik Ross@malik_dev']);
  });
});

describe('core user field on the live X', () => {
  setUpEachTest({ config: { twitter_sandbox: false } });

  it('a plain field: X is never searched', async () => {
    const { user, calls } = await renderPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: COPY.usernameLabel }), 'ali');
    // Well past the pause in typing that would ask for matches.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(COPY.suggestions.hint)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/core-users/suggestions')).toHaveLength(0);
  });
});
