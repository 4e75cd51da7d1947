import { describe, expect, it } from 'vitest';
import { BLUESKY_MAX_GRAPHEMES } from './api/platforms';
import { ZSession } from './api/session';
import {
  BOTTOM_NAV_HIDDEN_ROUTES,
  BOTTOM_NAV_ITEMS,
  CHAT_SLASH_COMMANDS,
  COMING_SOON_PLATFORMS,
  LIMITS,
  MAIN_TABS,
  MORE_EDITS,
  NETWORK_TEXT,
  ONBOARDING_STEPS,
  PRICING_FEATURES,
  PUBLIC_ROUTES,
  PUBLIC_TEXT,
  QUICK_EDITS,
  ROUTES,
  TEXT,
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

describe('texts that must match what the product does (decision 0058)', () => {
  it('the landing names the three swipes as the review screen has them', () => {
    expect(PUBLIC_TEXT.landing.featureSwipe).toBe(
      'Swipe right to approve, left to ignore or up to edit AI-generated replies',
    );
  });

  it('onboarding promises no auto-replies and names both networks', () => {
    const [connect] = ONBOARDING_STEPS;
    expect(connect.subtitle).not.toMatch(/auto-?repl/i);
    expect(connect.subtitle).toMatch(/X, Bluesky or both/);
    expect(connect.subtitle).toMatch(/Nothing is sent without your swipe/);
  });

  it('says X and post to the user, never Twitter or tweet, in the texts of the landing, onboarding and networks', () => {
    // The words, not the keys: names in code (noTweets, 'twitter') stay as they are.
    const words = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(words);
    for (const text of words([PUBLIC_TEXT, ONBOARDING_STEPS, NETWORK_TEXT, TEXT.style])) {
      expect(text).not.toMatch(/twitter|tweet/i);
    }
  });

  it('says X and post in every text the user reads, the connection and scheduled texts too (decision 0078)', () => {
    // Every string, and every text builder called as a screen calls it (one and many), in all the
    // texts of the specification; keys and stored names ('twitter', noTweets) are not read.
    const words = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (typeof value === 'function') return [1, 2].map((n) => String((value as (n: number) => unknown)(n)));
      return value && typeof value === 'object' ? Object.values(value).flatMap(words) : [];
    };
    const texts = words([
      TEXT,
      PUBLIC_TEXT,
      ONBOARDING_STEPS,
      NETWORK_TEXT,
      PRICING_FEATURES,
      COMING_SOON_PLATFORMS,
      CHAT_SLASH_COMMANDS,
      QUICK_EDITS,
      MORE_EDITS,
    ]);
    expect(texts.filter((text) => /twitter|tweet/i.test(text))).toEqual([]);
    expect(texts).toContain('Failed to connect with X. Please try again.');
    expect(TEXT.scheduled.selected(1)).toBe('1 reply selected');
    expect(TEXT.scheduled.selected(2)).toBe('2 replies selected');
    expect(TEXT.scheduled.bulkDeleted(3)).toBe('Successfully deleted 3 scheduled replies');
  });

  it('quotes the limits the product counts with', () => {
    expect(LIMITS.blueskyReplyMax).toBe(BLUESKY_MAX_GRAPHEMES);
    expect(NETWORK_TEXT.x.length).toMatch(/^Up to 280 characters/);
    expect(NETWORK_TEXT.bluesky.length).toBe('Up to 300 characters');
    expect(NETWORK_TEXT.bluesky.cap).toMatch(/^Up to 50 replies a day by default/);
  });
});
