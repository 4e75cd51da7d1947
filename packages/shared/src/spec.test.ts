import { describe, expect, it } from 'vitest';
import { ZSession } from './api/session';
import {
  BOTTOM_NAV_HIDDEN_ROUTES,
  BOTTOM_NAV_ITEMS,
  MAIN_TABS,
  PUBLIC_ROUTES,
  ROUTES,
  UNDO_BAR_HIDDEN_ROUTES,
} from './spec';

describe('route table', () => {
  it('has the 17 product routes, four of them public', () => {
    expect(new Set(Object.values(ROUTES)).size).toBe(17);
    expect([...PUBLIC_ROUTES].sort()).toEqual(['/', '/auth', '/auth/twitter/callback', '/pricing']);
  });

  it('hides the bottom navigation where the undo bar is hidden, and also on onboarding', () => {
    expect([...BOTTOM_NAV_HIDDEN_ROUTES].sort()).toEqual(
      [...UNDO_BAR_HIDDEN_ROUTES, ROUTES.onboarding].sort(),
    );
  });

  it('navigates only to routes that exist', () => {
    const all = new Set<string>(Object.values(ROUTES));
    for (const item of [...BOTTOM_NAV_ITEMS, ...MAIN_TABS]) expect(all.has(item.to)).toBe(true);
  });
});

describe('session schema', () => {
  it('accepts the session shape and rejects another token type', () => {
    const session = {
      access_token: 't',
      token_type: 'bearer',
      expires_at: 1,
      user: { id: 'u', email: 'a@b.co', user_metadata: { avatar_url: null } },
    };
    expect(ZSession.parse(session)).toEqual(session);
    expect(ZSession.safeParse({ ...session, token_type: 'mac' }).success).toBe(false);
  });
});
