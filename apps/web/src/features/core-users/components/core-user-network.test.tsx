import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import {
  bodyOf,
  coreUser,
  coreUsersAnswer,
  renderInApp,
  sequence,
  signedInServer,
} from '../testing/core-users-test-kit';
import { networkOfName } from '../lib/normalise-username';
import { CORE_USERS_COPY as COPY } from '../texts';
import { CommunitiesPage } from './communities-page';

describe('a core user on Bluesky', () => {
  setUpEachTest();

  it('a handle (a name with a dot) is added on Bluesky, and listed as such', async () => {
    const carol = coreUser('carol.bsky.social', { display_name: 'Carol', platform: 'bluesky' });
    const api = await signedInServer({
      'GET /api/core-users': sequence(
        () => coreUsersAnswer([]),
        () => coreUsersAnswer([carol]),
      ),
      'POST /api/core-users/add': () => json({ added_user: carol }),
    });
    const { user } = renderInApp(<CommunitiesPage />);
    await screen.findByText(TEXT.coreUsers.empty);
    const field = screen.getByRole('combobox', { name: COPY.usernameLabel });
    expect(COPY.usernameLabel).toMatch(/Bluesky handle/);
    await user.type(field, '@carol.bsky.social');
    await user.click(screen.getByRole('button', { name: COPY.add }));
    expect(await screen.findByText(TEXT.coreUsers.added('carol.bsky.social'))).toBeInTheDocument();
    expect(bodyOf(api.calls, '/api/core-users/add')).toEqual({
      username: 'carol.bsky.social',
      platform: 'bluesky',
    });
    const list = screen.getByRole('list', { name: COPY.listLabel });
    expect(within(list).getByText(/bluesky/i)).toBeInTheDocument();
  });

  it.each([
    ['ada', 'twitter'],
    ['@ada_99', 'twitter'],
    ['https://x.com/ada', 'twitter'],
    ['twitter.com/ada/status/1', 'twitter'],
    ['alice.bsky.social', 'bluesky'],
    ['@dev.example.co.uk', 'bluesky'],
    ['https://bsky.app/profile/alice.bsky.social', 'bluesky'],
    ['did:plc:abc123', 'bluesky'],
  ])('%s is a name on %s', (typed, network) => {
    expect(networkOfName(typed)).toBe(network);
  });
});
