import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  apiError,
  bodyOf,
  coreUser,
  coreUsersAnswer,
  deferred,
  renderInApp,
  sequence,
  signedInServer,
} from '../testing/core-users-test-kit';
import { CORE_USERS_COPY as COPY } from '../texts';
import { CoreUsersStep } from './core-users-step';

describe('onboarding step 3 (CoreUsersStep)', () => {
  setUpEachTest();

  it("shows 'Loading...', then 'No core users added yet'; adds and removes with the list and toasts", async () => {
    const list = deferred();
    const ada = coreUser('ada', { display_name: 'Ada Lovelace' });
    const { calls } = await signedInServer({
      'GET /api/core-users': sequence(
        list.handler,
        () => coreUsersAnswer([ada]),
        () => coreUsersAnswer([]),
      ),
      'POST /api/core-users/add': () => json({ added_user: ada }),
      'POST /api/core-users/remove': () => json({ removed_username: 'ada' }),
    });
    const { user } = renderInApp(<CoreUsersStep />, '/onboarding');
    expect(screen.getByText(TEXT.loading)).toBeInTheDocument();
    list.release(coreUsersAnswer([]));
    expect(await screen.findByText(TEXT.coreUsers.empty)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.loading)).not.toBeInTheDocument();
    // The onboarding step has no sheet import.
    expect(screen.queryByRole('button', { name: COPY.import.trigger })).not.toBeInTheDocument();

    const input = screen.getByPlaceholderText(TEXT.coreUsers.inputPlaceholder);
    expect(input).toHaveAccessibleName(COPY.usernameLabel);
    const add = screen.getByRole('button', { name: COPY.add });
    expect(add).toBeDisabled();
    await user.type(input, '@ada{Enter}');
    expect(await screen.findByText(TEXT.coreUsers.added('ada'))).toBeInTheDocument();
    expect(bodyOf(calls, '/api/core-users/add')).toEqual({ username: 'ada', platform: 'twitter' });
    const row = within(screen.getByRole('list', { name: COPY.listLabel })).getByRole('listitem');
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: COPY.remove('ada') }));
    expect(await screen.findByText(TEXT.coreUsers.removed('ada'))).toBeInTheDocument();
    expect(await screen.findByText(TEXT.coreUsers.empty)).toBeInTheDocument();
  });

  it('without a connected X account, shows what the server says', async () => {
    await signedInServer({
      'GET /api/core-users': () => coreUsersAnswer([]),
      'POST /api/core-users/add': () => apiError(409, 'Connect your X account to add core users'),
    });
    const { user } = renderInApp(<CoreUsersStep />, '/onboarding');
    await user.type(await screen.findByPlaceholderText(TEXT.coreUsers.inputPlaceholder), 'ada');
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.add })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: COPY.add }));
    expect(await screen.findByText('Connect your X account to add core users')).toBeInTheDocument();
  });
});
