import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../src/lib/repo-root';

// A source file over LONG_LINES lines is split where its parts have names, or says on its first line
// why it stays one file: a reader opening it learns at once whether the length is a choice.
const LONG_LINES = 300;

/** Where the product's own code lives: every workspace's sources, the benchmarks, the browser tests. */
const ROOTS = ['apps/*/src', 'packages/*/src', 'bench', 'e2e'];

/** Tests and their kits may run long (one case after another); generated code is not written by hand. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'tests', 'testing']);
const isTest = (name: string) => /\.(?:test|spec)\.tsx?$/u.test(name);
const isGenerated = (name: string) => /\.d\.ts$|\.gen\.tsx?$/u.test(name);

function expand(root: string): string[] {
  const [head, star, ...rest] = root.split('/');
  if (star !== '*') return [root];
  const parent = path.join(REPO_ROOT, head!);
  return fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(head!, e.name, ...rest))
    .filter((dir) => fs.existsSync(path.join(REPO_ROOT, dir)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_FOLDERS.has(e.name) ? [] : sourceFiles(file);
    return /\.tsx?$/u.test(e.name) && !isTest(e.name) && !isGenerated(e.name) ? [file] : [];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The long files whose first line is no comment (`//` or `/*`), with their length. */
function unexplainedLongFiles(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ text }) => lineCount(text) > LONG_LINES && !/^\s*(?:\/\/|\/\*)/u.test(text))
    .map(({ file, text }) => `${file} (${lineCount(text)} lines)`);
}

describe('long source files', () => {
  test('the rule: over 300 lines needs a first-line comment; a comment or a short file passes', () => {
    const long = 'const x = 1;\n'.repeat(LONG_LINES + 1);
    expect(
      unexplainedLongFiles([
        { file: 'long.ts', text: long },
        { file: 'explained.ts', text: `// One table of constants, kept together.\n${long}` },
        { file: 'block.ts', text: `/**\n * Why it is long.\n */\n${long}` },
        { file: 'short.ts', text: 'const x = 1;\n'.repeat(LONG_LINES) },
      ]),
    ).toEqual([`long.ts (${LONG_LINES + 1} lines)`]);
  });

  test('every source file over 300 lines says on its first line why it stays one file', () => {
    const files = ROOTS.flatMap(expand)
      .flatMap(sourceFiles)
      .map((file) => ({ file, text: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') }));
    // The walk found the code: a wrong root would pass on nothing.
    expect(files.map((f) => f.file)).toContain(path.join('apps', 'server', 'src', 'app.ts'));
    expect(
      unexplainedLongFiles(files),
      `Split these where their parts have names, or start them with a comment saying why they stay one file.`,
    ).toEqual([]);
  });
});
