import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation } from '@/lib/router';
import type { TBlueskyProfile, TTwitterProfile } from '@gatling/shared/api/connections';
import { json } from '@/test/fake-api';
import { renderRouter } from '@/test/render-in-app';

export const PROFILE: TTwitterProfile = {
  profile_image_url: 'https://pbs.example.com/ada.png',
  display_name: 'Ada Lovelace',
  twitter_username: 'ada',
  status: 'connected',
  provider: 'live',
};

export const profileAnswer = (profile: Partial<TTwitterProfile> = {}) =>
  json({ data: { ...PROFILE, ...profile } });

export const BLUESKY_PROFILE: TBlueskyProfile = {
  did: 'did:plc:ada123',
  handle: 'ada.bsky.social',
  display_name: 'Ada on Bluesky',
  avatar_url: 'https://cdn.bsky.example/ada.jpg',
  status: 'connected',
  service: 'https://bsky.social',
  provider: 'live',
};

export const blueskyAnswer = (profile: Partial<TBlueskyProfile> = {}) =>
  json({ data: { ...BLUESKY_PROFILE, ...profile } });

export const noProfile = () => new Response(null, { status: 204 });

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders `element` at `path`, opened at `at`, signed-in capable (see @/test/render-in-app's
 * renderRouter), with stand-ins for the places the screens send the user.
 */
export function renderWithApp(
  element: ReactNode,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '/settings', element: <h1>Settings screen</h1> },
      { path: '/auth', element: <h1>Sign-in screen</h1> },
      { path: '/replies', element: <h1>Replies screen</h1> },
      { path: '/current-subscription', element: <h1>Subscription screen</h1> },
    ],
    { initialEntries: [at] },
  );
  return renderRouter(router, { auth: true });
}

export { resetToasts } from '@/test/render-in-app';
