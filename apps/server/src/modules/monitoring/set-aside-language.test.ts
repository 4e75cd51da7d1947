import { describe, expect, test } from 'vitest';
import { foreignLanguage, SET_ASIDE_REASON, setAsideReason } from './set-aside';
import { testPost } from '#test/kits/platform-posts';

describe('a post set aside for its language', () => {
  const en = ['en'];

  test('a tag naming a language the user does not write in, region subtags read as their language', () => {
    expect(foreignLanguage({ lang: 'de' }, en)).toBe('de');
    expect(foreignLanguage({ lang: 'pt-BR' }, en)).toBe('pt');
    expect(foreignLanguage({ lang: 'en-GB' }, en)).toBeNull();
    expect(foreignLanguage({ lang: 'de' }, ['de', 'en'])).toBeNull();
  });

  test("no tag, X's tags of no language and made-up codes stay in", () => {
    for (const lang of [null, '', 'und', 'zxx', 'qme', 'qam', 'qht', 'qst', 'xx']) {
      expect(foreignLanguage({ lang }, en), String(lang)).toBeNull();
    }
  });

  test("a language the user's texts could not have shown stays in (Dutch reads as English to the detector)", () => {
    expect(foreignLanguage({ lang: 'nl' }, en)).toBeNull();
    expect(foreignLanguage({ lang: 'pl' }, en)).toBeNull();
  });

  test('with no languages of the user known, nothing is set aside', () => {
    expect(foreignLanguage({ lang: 'de' }, [])).toBeNull();
  });

  test('the reason the run lists names the language', () => {
    const post = testPost('1', { lang: 'de' });
    expect(setAsideReason(post, { showAdultContent: false, languages: en })).toBe(
      SET_ASIDE_REASON.language('de'),
    );
    expect(SET_ASIDE_REASON.language('de')).toBe(
      'It is in German, a language none of your posts or replies are in, so it gets no draft.',
    );
    expect(setAsideReason(post, { showAdultContent: false })).toBeNull();
  });
});
