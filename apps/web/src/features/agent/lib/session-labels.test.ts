import { describe, expect, it } from 'vitest';
import { TEXT } from '@gatling/shared/spec';
import { sessionTitle, sessionUpdated } from './session-labels';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('session labels', () => {
  it('titles: the title, else Untitled Chat; no session is New Chat', () => {
    expect(sessionTitle({ id: 'a', title: 'Pricing', updated_at: null })).toBe('Pricing');
    expect(sessionTitle({ id: 'a', title: null, updated_at: null })).toBe(TEXT.chat.untitledChat);
    expect(sessionTitle({ id: 'a', title: '  ', updated_at: null })).toBe(TEXT.chat.untitledChat);
    expect(sessionTitle(null)).toBe(TEXT.chat.newChat);
  });

  it('updated: relative time, Just now when missing, Invalid date when unreadable', () => {
    expect(sessionUpdated('2026-03-10T11:15:00.000Z', NOW)).toBe('45m');
    expect(sessionUpdated('2026-03-08T12:00:00.000Z', NOW)).toBe('2d');
    expect(sessionUpdated(null, NOW)).toBe(TEXT.chat.justNow);
    expect(sessionUpdated('yesterday-ish', NOW)).toBe(TEXT.chat.invalidDate);
  });
});
