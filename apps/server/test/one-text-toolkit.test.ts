import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eng } from 'stopword';
import { describe, expect, test } from 'vitest';

// The product reads text with one toolkit (docs/decisions/0052-one-text-toolkit.md): one emoji
// expression, one stop-word list, one style-feature computation, in apps/server/src/lib/text/. A
// second copy drifts (five emoji expressions once disagreed on flags, keycaps and ©), so these checks
// fail when one appears in the product's sources again.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TOOLKIT = 'apps/server/src/lib/text';

/** The product's sources: apps/*\/src and packages/*\/src, tests aside. */
function productSources(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (/\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name)) {
        found.push(path.relative(root, full));
      }
    }
  };
  for (const group of ['apps', 'packages']) {
    const base = path.join(root, group);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base)) {
      const src = path.join(base, name, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return found.sort();
}

/**
 * What only an emoji expression writes: Unicode's emoji properties, the emoji blocks' code points
 * (U+1F000 and up, as \u{1F…} or as the surrogates \uD83C–\uD83E), or the emoji-regex package.
 */
const EMOJI_SIGNS =
  /Extended_Pictographic|Emoji_Presentation|Emoji_Modifier|RGI_Emoji|Regional_Indicator|\\p\{Emoji\}|\\u\{1F[0-9A-F]{3}\}|\\uD83[C-E]|['"]emoji-regex['"]/iu;

function emojiExpressionsIn(source: string): string[] {
  return source.split('\n').filter((line) => EMOJI_SIGNS.test(line));
}

const FUNCTION_WORDS: ReadonlySet<string> = new Set(eng);
/**
 * A list of words is a stop-word list when it holds this many of the `stopword` package's English
 * stop words: the lists the toolkit replaced held 38 to 108 of them; the other word lists of the
 * product (common verbs, generic words, other languages' words, the interview's vague words) hold 13
 * at most.
 */
const STOP_LIST_MIN = 20;

/**
 * Word lists that hold many function words and stay where they are, each named by its file and its
 * first words, and why.
 */
const NOT_THE_STOP_LIST: Record<string, string> = {
  // A role, not a stop list: the words after which a noun phrase starts ("the", "about", "with").
  'apps/server/src/drafting/edit-rules/infer-rule-phrases.ts: the a an our my':
    'the words that open a noun phrase',
  // A role, not a stop list: the words a verb follows ("who", "to", "they", "can").
  'apps/server/src/drafting/audience-keywords/noun-phrases.ts: who which that to they':
    'the words a verb follows',
};

/** The word lists written in a source: bare words in one string, or an array of one-word strings. */
function wordListsIn(source: string): string[][] {
  const lists: string[][] = [];
  // Bare words separated by spaces, in a template or quoted string (no punctuation: not prose).
  for (const m of source.matchAll(/`([^`$]*)`|'([^'\n]{40,})'|"([^"\n]{40,})"/gu)) {
    const body = m[1] ?? m[2] ?? m[3] ?? '';
    const words = body.split(/\s+/u).filter(Boolean);
    if (words.length >= STOP_LIST_MIN && words.every((w) => /^[\p{L}\p{N}'’/-]+$/u.test(w)))
      lists.push(words);
  }
  // An array of one-word strings, comments between them allowed.
  for (const m of source.matchAll(/\[((?:\s*(?:\/\/[^\n]*)?\s*'[\p{L}'’-]+',?)+)\s*\]/gu)) {
    lists.push([...(m[1] ?? '').matchAll(/'([\p{L}'’-]+)'/gu)].map((w) => w[1]!.toLowerCase()));
  }
  return lists;
}

function stopWordListsIn(source: string): string[][] {
  return wordListsIn(source).filter(
    (words) => new Set(words.filter((w) => FUNCTION_WORDS.has(w.toLowerCase()))).size >= STOP_LIST_MIN,
  );
}

describe('one text toolkit', () => {
  const files = productSources(ROOT);
  const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

  test('the checks recognise an emoji expression and a stop-word list in the shapes they took', () => {
    expect(
      emojiExpressionsIn(String.raw`const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}/gu;`),
    ).toHaveLength(1);
    expect(emojiExpressionsIn(String.raw`const E = /[\u{1F300}-\u{1FAFF}]/u;`)).toHaveLength(1);
    expect(emojiExpressionsIn(`import emojiRegex from 'emoji-regex';`)).toHaveLength(1);
    expect(emojiExpressionsIn(`const emoji = findEmoji(text); // one emoji as the eye sees it`)).toEqual([]);
    const spelled = [...FUNCTION_WORDS].slice(0, 40);
    expect(stopWordListsIn(`const STOP = new Set(\`\n${spelled.join(' ')}\`.split(' '));`)).toHaveLength(1);
    expect(
      stopWordListsIn(
        `const STOP = new Set([\n  // English\n${spelled.map((w) => `  '${w}',`).join('\n')}\n]);`,
      ),
    ).toHaveLength(1);
    expect(stopWordListsIn(`const prompt = \`${spelled.join(', ')}.\`;`)).toEqual([]);
  });

  test('emoji are matched by one expression, lib/text/emoji.ts', () => {
    const found = files.flatMap((file) => (emojiExpressionsIn(read(file)).length > 0 ? [file] : []));
    expect(found).toEqual([`${TOOLKIT}/emoji.ts`]);
  });

  test('stop words are one list, lib/text/stop-words.ts; a reader adds its own words to it by name', () => {
    const found = files
      .filter((file) => !file.startsWith(`${TOOLKIT}/`))
      .flatMap((file) =>
        stopWordListsIn(read(file)).map((words) => `${file}: ${words.slice(0, 5).join(' ')}`),
      )
      .filter((list) => !(list in NOT_THE_STOP_LIST));
    expect(found).toEqual([]);
  });

  test('style features are computed in one place, lib/text/style-features.ts, and the offline writer reads them', () => {
    const found = files.filter((file) => /export function computeStyleFeatures\b/u.test(read(file)));
    expect(found).toEqual([`${TOOLKIT}/style-features.ts`]);
    expect(read('apps/server/src/stand-ins/offline-model/style-profile.ts')).toMatch(
      /import \{ computeStyleFeatures \} from '\.\.\/\.\.\/lib\/text\/style-features';/u,
    );
  });
});
