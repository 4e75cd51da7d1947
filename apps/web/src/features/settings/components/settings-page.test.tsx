import { screen } from '@testing-library/react';
import { createMemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { readLocalSettings, useLocalSettings } from '@/lib/local-settings';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import { INSTANCE_OFFLINE } from '../testing/model-settings-kit';
import { SETTINGS_COPY as COPY } from '../texts';
import { SettingsPage } from './settings-page';

function UndoTimeoutReader() {
  return <p data-testid="live-timeout">{useLocalSettings().undoTimeout}</p>;
}

async function renderSettings() {
  await signedInServer({
    'GET /api/settings/model': () => json(INSTANCE_OFFLINE),
    'GET /api/settings/content': () => json({ show_adult_content: false }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/settings',
        element: (
          <>
            <SettingsPage accounts={<p>Accounts section</p>} />
            <UndoTimeoutReader />
          </>
        ),
      },
      { path: '/replies', element: <h1>Replies screen</h1> },
      { path: '/current-subscription', element: <h1>Subscription screen</h1> },
    ],
    { initialEntries: ['/settings'] },
  );
  const view = renderRouter(router);
  expect(await screen.findByRole('heading', { name: COPY.model.heading })).toBeInTheDocument();
  return view;
}

const timeoutInput = () => screen.getByRole('spinbutton', { name: COPY.undoTimeout.label });
const drySend = () => screen.getByRole('checkbox', { name: COPY.drySend.label });
const save = () => screen.getByRole('button', { name: TEXT.settings.saveSettings });

describe('Settings', () => {
  setUpEachTest();

  it('starts from the defaults: 10 seconds, dry-send off', async () => {
    await renderSettings();
    expect(timeoutInput()).toHaveValue(10);
    expect(drySend()).not.toBeChecked();
    expect(screen.getByText('Accounts section')).toBeInTheDocument();
  });

  it('puts the drafting model after reply review, and sign-in and security after the connected accounts', async () => {
    await renderSettings();
    const security = screen.getByRole('heading', { name: COPY.security.heading });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const model = screen.getByRole('heading', { name: COPY.model.heading });
    expect(follows(screen.getByRole('heading', { name: COPY.replies.heading }), model)).toBe(true);
    expect(follows(model, screen.getByText('Accounts section'))).toBe(true);
    expect(follows(screen.getByText('Accounts section'), security)).toBe(true);
    expect(follows(security, screen.getByRole('button', { name: TEXT.settings.back }))).toBe(true);
  });

  it('shows what is saved in this browser', async () => {
    localStorage.setItem('undoTimeout', '25');
    localStorage.setItem('drySendMode', 'true');
    await renderSettings();
    expect(timeoutInput()).toHaveValue(25);
    expect(drySend()).toBeChecked();
  });

  it.each(['0', '61', '2.5', '-3', ''])(
    'refuses %j with the product message and saves nothing',
    async (value) => {
      const { user } = await renderSettings();
      await user.clear(timeoutInput());
      if (value) await user.type(timeoutInput(), value);
      await user.click(save());
      expect(screen.getByRole('alert')).toHaveTextContent(TEXT.settings.invalidUndoTimeout);
      expect(timeoutInput()).toHaveAttribute('aria-invalid', 'true');
      expect(localStorage.getItem('undoTimeout')).toBeNull();
      expect(screen.queryByText(TEXT.settings.saved)).not.toBeInTheDocument();
    },
  );

  it('saves both settings locally, confirms, and readers see the new timeout without a reload', async () => {
    const { user } = await renderSettings();
    expect(screen.getByTestId('live-timeout')).toHaveTextContent('10');
    await user.clear(timeoutInput());
    await user.type(timeoutInput(), '60');
    await user.click(drySend());
    await user.click(save());
    expect(await screen.findByText(TEXT.settings.saved)).toBeInTheDocument();
    expect(readLocalSettings()).toEqual({ undoTimeout: 60, drySendMode: true });
    expect(screen.getByTestId('live-timeout')).toHaveTextContent('60');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a fixed value clears the earlier error', async () => {
    const { user } = await renderSettings();
    await user.clear(timeoutInput());
    await user.type(timeoutInput(), '99');
    await user.click(save());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(timeoutInput());
    await user.type(timeoutInput(), '1');
    await user.click(save());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readLocalSettings().undoTimeout).toBe(1);
  });

  it('Your Subscription goes to /current-subscription and Back to /replies', async () => {
    const { user, router } = await renderSettings();
    await user.click(screen.getByRole('button', { name: TEXT.settings.yourSubscription }));
    expect(await screen.findByRole('heading', { name: 'Subscription screen' })).toBeInTheDocument();
    await router.navigate('/settings');
    await user.click(await screen.findByRole('button', { name: TEXT.settings.back }));
    expect(await screen.findByRole('heading', { name: 'Replies screen' })).toBeInTheDocument();
  });
});
