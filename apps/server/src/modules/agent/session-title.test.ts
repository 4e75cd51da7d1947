import { describe, expect, test } from 'vitest';
import { AGENT_TITLE_MAX } from '@gatling/shared/api/agent';
import { sessionTitle } from './session-title';

describe('sessionTitle', () => {
  test('a short message is the title, on one line', () => {
    expect(sessionTitle('  How do I\n\nfind   founders? ')).toBe('How do I find founders?');
    const exact = 'x'.repeat(AGENT_TITLE_MAX);
    expect(sessionTitle(exact)).toBe(exact);
  });

  test('a long one is cut at a word boundary, without trailing punctuation, with an ellipsis', () => {
    const title = sessionTitle(`${'word, '.repeat(30)}end`, 20);
    expect(title).toBe('word, word, word…');
    expect(sessionTitle('alpha beta gamma delta', 16)).toBe('alpha beta…');
    // The cut falls just before a space: the last word is whole and kept.
    expect(sessionTitle('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  test('one long word is cut inside it; a surrogate pair is never split', () => {
    expect(sessionTitle('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    const emoji = sessionTitle(`${'b'.repeat(8)}😀 more words here`, 10);
    expect(emoji).toBe(`${'b'.repeat(8)}…`);
    expect(emoji.length).toBeLessThanOrEqual(10);
  });
});
