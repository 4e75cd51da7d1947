import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureRouteWeights } from './p4-weight';
import {
  attributeChunk,
  decodeSegment,
  groupOf,
  itemsBeyond,
  routeTreemaps,
  textBySource,
  UNMAPPED,
} from './route-treemap';
import { scriptJson, treemapHtml } from './treemap-html';

describe('decodeSegment', () => {
  it('reads base64 VLQ numbers, signs and continuations', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('CDEF')).toEqual([1, -1, 2, -2]);
    expect(decodeSegment('gBhB')).toEqual([16, -16]);
    expect(decodeSegment('2H')).toEqual([123]);
  });

  it('refuses what is not a segment', () => {
    expect(() => decodeSegment('A*')).toThrow(/digit/);
    expect(() => decodeSegment('g')).toThrow(/unfinished/);
  });
});

describe('textBySource', () => {
  it('splits the code by segment, the source index carrying over lines and the column not', () => {
    // Line 1: "abc" from source 0, "def" from source 1. Line 2: "gh" still source 1 (relative 0),
    // "i" source 0 (relative -1), "j" after a segment with no source.
    const pieces = textBySource('abcdef\nghij', {
      sources: ['a.ts', 'b.ts'],
      mappings: 'AAAA,GCAA;AAAA,EDAA,C',
    });
    expect(pieces.get(0)).toEqual(['abc', 'i']);
    expect(pieces.get(1)).toEqual(['def', 'gh']);
    expect(pieces.get(-1)).toEqual(['\n', 'j']);
  });

  it('leaves text before a line’s first segment to no source', () => {
    const pieces = textBySource('import x;body', { sources: ['a.ts'], mappings: 'SAAA' });
    expect(pieces.get(-1)).toEqual(['import x;']);
    expect(pieces.get(0)).toEqual(['body']);
  });
});

describe('attributeChunk', () => {
  const where = { mapDir: '/repo/apps/web/dist/assets', root: '/repo' };
  const dense = Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 97).toString(36)).join('');
  const repetitive = 'x'.repeat(dense.length);
  const code = `${dense}${repetitive}`;
  const map = {
    sources: ['../../../../node_modules/dense/index.js', '../../src/features/a/loose.ts'],
    mappings: `AAAA,${encodeColumn(dense.length)}CAAA`,
  };

  it('shares out exactly the chunk’s gzip size, under paths from the root', () => {
    const shares = attributeChunk(code, map, where, 1000);
    expect([...shares.keys()].sort()).toEqual([
      'apps/web/src/features/a/loose.ts',
      'node_modules/dense/index.js',
    ]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1000, 6);
  });

  it('counts text that compresses well for less than dense text of the same length', () => {
    const shares = attributeChunk(code, map, where, 1000);
    expect(shares.get('node_modules/dense/index.js')!).toBeGreaterThan(
      5 * shares.get('apps/web/src/features/a/loose.ts')!,
    );
  });

  it('gives a chunk with no mappings to the bundler', () => {
    expect(attributeChunk('glue', { sources: [], mappings: '' }, where, 30)).toEqual(
      new Map([[UNMAPPED, 30]]),
    );
  });
});

describe('groupOf', () => {
  it('names packages, scoped or not, by the innermost node_modules', () => {
    expect(groupOf('node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(groupOf('node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(groupOf('node_modules/a/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(
      '@radix-ui/react-dialog',
    );
  });

  it('names the product’s code by workspace and up to two folders under src', () => {
    expect(groupOf('apps/web/src/features/replies/components/swipe-card.tsx')).toBe('web/features/replies');
    expect(groupOf('apps/web/src/lib/cn.ts')).toBe('web/lib');
    expect(groupOf('apps/web/src/main.tsx')).toBe('web/main.tsx');
    expect(groupOf('packages/shared/src/api/schemas/users.ts')).toBe('shared/api/schemas');
    expect(groupOf('vite/preload-helper.js')).toBe('vite/preload-helper.js');
  });
});

describe('routeTreemaps', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'treemap-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const dist = path.join(root, 'apps/web/dist');
  const assets = path.join(dist, 'assets');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(assets, { recursive: true });
  const chunk = (name: string, body: string, sources: string[]) => {
    fs.writeFileSync(path.join(assets, name), body);
    // One source per line.
    const mappings = sources.map((_, i) => (i === 0 ? 'AAAA' : 'ACAA')).join(';');
    fs.writeFileSync(path.join(assets, `${name}.map`), JSON.stringify({ version: 3, sources, mappings }));
  };
  const text = (seed: number) =>
    Array.from({ length: 400 }, (_, i) => ((i * seed) % 101).toString(36)).join('');
  chunk('index.js', `${text(31)}\n${text(37)}`, [
    '../../../../node_modules/react/index.js',
    '../../src/main.tsx',
  ]);
  chunk('shared.js', text(41), ['../../src/components/ui/button.tsx']);
  chunk('a.js', text(43), ['../../src/features/a/screen.tsx']);
  chunk('b.js', text(47), ['../../src/features/b/screen.tsx']);
  fs.writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      _shared: { file: 'assets/shared.js' },
      'src/a.tsx': { file: 'assets/a.js', imports: ['index.html', '_shared'] },
      'src/b.tsx': { file: 'assets/b.js', imports: ['index.html'] },
    }),
  );
  const routes = [
    { path: '/a', modules: ['src/a.tsx'] },
    { path: '/b', modules: ['src/b.tsx'] },
  ];

  it('adds up to what the route weighs, counting each chunk it loads once', () => {
    const maps = routeTreemaps(dist, routes, root);
    const weights = measureRouteWeights(dist, routes, { '/a': 100, '/b': 100 });
    expect(maps.map((m) => m.path)).toEqual(['/a', '/b']);
    for (const [i, map] of maps.entries()) {
      expect(map.gzip).toBeCloseTo(weights.routes[i]!.gzip, 6);
      expect(map.chunks).toBe(weights.routes[i]!.chunks);
    }
    // The entry's line break is no source's.
    expect(maps[0]!.items.map((item) => item.name).sort()).toEqual([
      UNMAPPED,
      'react',
      'web/components/ui',
      'web/features/a',
      'web/main.tsx',
    ]);
    const sizes = maps[0]!.items.map((item) => item.gzip);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
  });

  it('tells what one route loads beyond another', () => {
    const [a, b] = routeTreemaps(dist, routes, root);
    expect(
      itemsBeyond(a!, b!)
        .map((item) => item.name)
        .sort(),
    ).toEqual(['web/components/ui', 'web/features/a']);
  });

  it('writes a page whose data cannot end its script element', () => {
    const html = treemapHtml(routeTreemaps(dist, routes, root));
    expect(html).toContain('web/features/a');
    expect(scriptJson({ name: '</script><b>' })).not.toContain('</');
  });
});

/** A segment whose only field is this generated column (for mappings written by hand). */
function encodeColumn(n: number): string {
  const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let value = n << 1;
  let out = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    out += base64[digit];
  } while (value > 0);
  return out;
}
