import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { authClient } from '@/lib/auth/auth-client';
import { setUpEachTest } from '@/test/each-test';
import { json, TEST_SESSION } from '@/test/fake-api';
import { signedInServer } from '@/test/signed-in-server';
import { OFFLINE_DRAFTING_COPY as COPY, OfflineDraftingNotice } from './offline-drafting-notice';

const OFFLINE = { source: 'instance', provider: 'offline', model: null } as const;
const OWN = { source: 'own', provider: 'ollama', model: 'llama3.2:3b' } as const;

function renderNotice(linkToSettings?: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <OfflineDraftingNotice {...(linkToSettings === undefined ? {} : { linkToSettings })} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const note = () => screen.queryByRole('note', { name: COPY.title });

describe('the offline drafting notice', () => {
  setUpEachTest();

  it('points to Settings › Drafting model when nothing drafts for the user', async () => {
    await signedInServer({
      'GET /api/session': () => json({ session: { ...TEST_SESSION, drafting_model: OFFLINE } }),
    });
    renderNotice();
    expect(note()).toHaveAccessibleDescription(`${COPY.body} ${COPY.link}.`);
    expect(screen.getByRole('link', { name: COPY.link })).toHaveAttribute('href', '/settings#drafting-model');
  });

  it('during onboarding it says where to go later, with no link', async () => {
    await signedInServer({
      'GET /api/session': () => json({ session: { ...TEST_SESSION, drafting_model: OFFLINE } }),
    });
    renderNotice(false);
    expect(note()).toHaveAccessibleDescription(`${COPY.body} ${COPY.later}`);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a user’s own model wins over an offline instance, and the notice follows the session', async () => {
    let model: typeof OFFLINE | typeof OWN = OWN;
    await signedInServer({
      'GET /api/session': () => json({ session: { ...TEST_SESSION, drafting_model: model } }),
    });
    renderNotice();
    expect(note()).not.toBeInTheDocument();
    model = OFFLINE;
    await act(() => authClient.refreshSession());
    expect(note()).toBeInTheDocument();
  });

  it('without word from the session, the deployment decides', async () => {
    await signedInServer({});
    renderNotice();
    expect(note()).toBeInTheDocument();
  });
});
