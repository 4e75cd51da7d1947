import { describe, expect, test } from 'vitest';
import { detectLanguage } from './language';

describe('the language a reply is written in', () => {
  test.each([
    ['We switched last spring and never looked back.', 'en'],
    ['Thanks, that helps!', 'en'],
    ['Nous aussi, depuis trois ans et sans regret.', 'fr'],
    ['¿Y cuánto os cuesta al mes?', 'es'],
    ['Wir haben das auch so gemacht, und es läuft gut.', 'de'],
    ['Não sei, mas isso funciona muito bem para nós.', 'pt'],
    ['Anche noi, e funziona molto bene.', 'it'],
    ['私たちも使っています', 'ja'],
    ['我们也在用这个', 'zh'],
    ['우리도 그렇게 해요', 'ko'],
    ['Мы тоже так делаем', 'ru'],
    ['Ми теж так робимо, і це працює', 'uk'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  test('too little to tell is no language', () => {
    expect(detectLanguage('👍')).toBeNull();
    expect(detectLanguage('Hetzner')).toBeNull();
    expect(detectLanguage('https://example.com')).toBeNull();
  });

  test('English naming a price "per month" is still English', () => {
    expect(detectLanguage('It costs $5 per month for us.')).toBe('en');
  });
});
