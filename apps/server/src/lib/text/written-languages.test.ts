import { describe, expect, test } from 'vitest';
import { DETECTABLE_LANGUAGES, taggedLanguage, writtenLanguages } from './language';

const ENGLISH = [
  'Shipping the new pricing page today. Tell me what you think of it.',
  'We moved our invoices to a new tool and the export alone saved us hours.',
  'Is it just me or are onboarding emails getting longer every year?',
];
const GERMAN = [
  'Genau so sehe ich das auch, danke dir!',
  'Wir haben das schon seit einem Jahr und es ist sehr gut.',
];

describe('the languages a user writes in', () => {
  test('read from their texts, most used first', () => {
    expect(writtenLanguages(ENGLISH)).toEqual(['en']);
    expect(writtenLanguages([...GERMAN, ...ENGLISH])).toEqual(['en', 'de']);
    expect(writtenLanguages(['これは本当に便利ですね', '同じ意見です、ありがとう'])).toEqual(['ja']);
  });

  test('one text in another language is not enough beside many, but is when it is all there is', () => {
    expect(writtenLanguages([...ENGLISH, GERMAN[0]!])).toEqual(['en']);
    expect(writtenLanguages([GERMAN[0]!])).toEqual(['de']);
  });

  test('nothing written, or nothing that says a language, assumes none', () => {
    expect(writtenLanguages([])).toEqual([]);
    expect(writtenLanguages(['🔥🔥', 'https://example.com/x', '@ada'])).toEqual([]);
  });

  test('a text in a language the detector cannot name counts for none (Polish is not read as English)', () => {
    const polish = [
      'Myślę, że to dobry pomysł, żeby to wypróbować',
      'Dzięki, to jest bardzo przydatne narzędzie',
    ];
    expect(writtenLanguages(polish)).toEqual([]);
    expect(writtenLanguages([...polish, ...ENGLISH])).toEqual(['en']);
  });
});

describe("a platform's language tag", () => {
  test('names a language by its primary subtag, in its canonical form', () => {
    expect(taggedLanguage('en')).toBe('en');
    expect(taggedLanguage('en-GB')).toBe('en');
    expect(taggedLanguage('pt_BR')).toBe('pt');
    expect(taggedLanguage('zh-TW')).toBe('zh');
    expect(taggedLanguage('DE')).toBe('de');
    expect(taggedLanguage('iw')).toBe('he');
    expect(taggedLanguage('in')).toBe('id');
    expect(taggedLanguage('eng')).toBe('en');
  });

  test("X's tags for posts of no language, undetermined and made-up codes name none", () => {
    for (const tag of [
      'und',
      'zxx',
      'qme',
      'qam',
      'qht',
      'qct',
      'qst',
      'mul',
      'art',
      'xx',
      '',
      '  ',
      'not a tag',
    ]) {
      expect(taggedLanguage(tag), tag).toBeNull();
    }
    expect(taggedLanguage(null)).toBeNull();
    expect(taggedLanguage(undefined)).toBeNull();
  });

  test('the detector names only some languages: only those can a user be known not to write', () => {
    for (const lang of ['en', 'de', 'es', 'fr', 'pt', 'it', 'ja', 'zh', 'ko', 'ru', 'uk', 'ar']) {
      expect(DETECTABLE_LANGUAGES.has(lang), lang).toBe(true);
    }
    for (const lang of ['nl', 'pl', 'sv', 'tr', 'id'])
      expect(DETECTABLE_LANGUAGES.has(lang), lang).toBe(false);
  });
});
