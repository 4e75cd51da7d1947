import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The code explains itself with what is in the repository: a product rule is described once in
// docs/product/ and comments point there by page and heading. These checks keep it so: no comment
// cites a specification the repository does not hold, and every pointer lands on a page and heading
// that exist.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PRODUCT_DOCS = path.join(ROOT, 'docs', 'product');

/** Where code and its comments live; decision records (docs/decisions) are history and stay as written. */
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|md)$/;

/** "spec" followed by a section sign, written so that this file does not match itself. */
const SPEC_CITATION = new RegExp('spec\\s*\\u00a7', 'i');
/** A pointer at a product page, with its heading when it names one: docs/product/api.md#review. */
const PRODUCT_POINTER = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** A page named on its own after the first pointer of a comment: "…, errors.md#replies". */
const BARE_POINTER = /(?<![\w/.-])(screens|data|states|validation|api|errors|limits)\.md#([\w-]+)/g;
/** A link between the product pages themselves: [states](states.md#undo). */
const PAGE_LINK = /\]\(([\w-]+\.md)(?:#([\w-]+))?\)/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') || full.includes('docs/decisions'))
        return [];
      return sourceFiles(full);
    }
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const pages = new Map(
  fs
    .readdirSync(PRODUCT_DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, anchorsOf(fs.readFileSync(path.join(PRODUCT_DOCS, name), 'utf8'))] as const),
);

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((full) => ({
  file: path.relative(ROOT, full),
  lines: fs.readFileSync(full, 'utf8').split('\n'),
}));

/** Each pointer that does not land: the page is missing, or it has no such heading. */
function brokenPointers(file: string, lines: string[], pattern: RegExp, page: (name: string) => string) {
  const broken: string[] = [];
  lines.forEach((line, i) => {
    for (const [, name = '', anchor] of line.matchAll(pattern)) {
      const anchors = pages.get(page(name));
      if (!anchors) broken.push(`${file}:${i + 1}: no page docs/product/${page(name)}`);
      else if (anchor && !anchors.has(anchor)) {
        broken.push(`${file}:${i + 1}: no heading #${anchor} in docs/product/${page(name)}`);
      }
    }
  });
  return broken;
}

describe('the code explains itself with the repository', () => {
  test('the product pages exist, each with headings to point at', () => {
    const expected = ['README', 'screens', 'data', 'states', 'validation', 'api', 'errors', 'limits'];
    for (const name of expected) expect(pages.get(`${name}.md`)?.size ?? 0, name).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(100);
  });

  test('no file cites a section of a specification outside the repository', () => {
    const citations = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (SPEC_CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citations).toEqual([]);
  });

  test('every docs/product pointer in the code names a page and heading that exist', () => {
    const broken = files.flatMap(({ file, lines }) => [
      ...brokenPointers(file, lines, PRODUCT_POINTER, (name) => name),
      ...brokenPointers(file, lines, BARE_POINTER, (name) => `${name}.md`),
    ]);
    expect(broken).toEqual([]);
  });

  test('the product pages link to each other by headings that exist', () => {
    const broken = [...pages.keys()].flatMap((name) => {
      const file = path.join('docs', 'product', name);
      const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      return brokenPointers(file, lines, PAGE_LINK, (page) => page);
    });
    expect(broken).toEqual([]);
  });
});
