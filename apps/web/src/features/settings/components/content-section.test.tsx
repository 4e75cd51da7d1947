import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpEachTest } from '@/test/each-test';
import { json } from '@/test/fake-api';
import { renderInApp } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import { SETTINGS_COPY } from '../texts';
import { ContentSection } from './content-section';

const COPY = SETTINGS_COPY.content;

type TRoutes = Parameters<typeof signedInServer>[0];

async function renderSection(routes: TRoutes) {
  const api = await signedInServer(routes);
  const view = renderInApp(<ContentSection />, { path: '/settings', retries: 'none' });
  const puts = () =>
    api.calls
      .filter((c) => c.method === 'PUT' && c.path === '/api/settings/content')
      .map((c) => JSON.parse(String(c.init?.body)) as unknown);
  return { ...view, puts };
}

const adultSwitch = () => screen.findByRole('checkbox', { name: COPY.adultLabel });

describe('Settings › Content', () => {
  setUpEachTest();

  it('shows the saved value, with its description', async () => {
    await renderSection({ 'GET /api/settings/content': () => json({ show_adult_content: true }) });
    expect(screen.getByRole('heading', { name: COPY.heading })).toBeInTheDocument();
    const box = await adultSwitch();
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(COPY.adultHelp);
  });

  it('saves a change as soon as it is made, and says so', async () => {
    const { user, puts } = await renderSection({
      'GET /api/settings/content': () => json({ show_adult_content: false }),
      'PUT /api/settings/content': () => json({ show_adult_content: true }),
    });
    const box = await adultSwitch();
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText(COPY.adultOn)).toBeInTheDocument();
    expect(puts()).toEqual([{ show_adult_content: true }]);
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toBeEnabled();
  });

  it('keeps the saved value and says why when the server refuses', async () => {
    const { user } = await renderSection({
      'GET /api/settings/content': () => json({ show_adult_content: false }),
      'PUT /api/settings/content': () => json({ detail: 'Not now', code: 'bad_input' }, 400),
    });
    const box = await adultSwitch();
    await user.click(box);
    expect(await screen.findByText(COPY.saveFailed)).toBeInTheDocument();
    expect(screen.getByText('Not now')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeEnabled();
  });
});
