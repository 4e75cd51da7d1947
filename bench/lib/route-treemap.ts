// Who the bytes of a route are: each chunk's gzip size shared out among the sources its source map
// names (npm packages and the product's folders), then added up over the chunks the route loads
// (bench/lib/p4-weight.ts decides which). Shared by bench/web-treemap.ts (the table and the file).
//
// A chunk is compressed as a whole, so how many of its gzip bytes belong to one source is an
// estimate: each source's generated text is deflated on its own, and the chunk's real gzip size is
// shared out in proportion. That keeps well-compressing code (repetitive markup, long names) from
// counting as much as dense code of the same length, and the parts always add up to the chunk.
import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { gzipOf, loadRouteChunks, REPO_ROOT, WEB_DIST, type TRoute } from './p4-weight';

/** The part of a source map this reads. */
export type TSourceMap = { sources: string[]; mappings: string };

/** Generated text no source claims, by this name: the chunks' import and export lines, the
 * bundler's helpers and its lists of what to preload. */
export const UNMAPPED = '(bundler: imports, exports, helpers)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one mappings segment (base64 VLQ), still relative to the previous segment. */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error(`unfinished VLQ segment: ${segment}`);
  return values;
}

/**
 * The generated code split by the source each stretch comes from: for each source index, the
 * stretches it produced; under -1, what no source claims (before a line's first segment, after a
 * segment with no source, the line breaks).
 */
export function textBySource(code: string, map: TSourceMap): Map<number, string[]> {
  const pieces = new Map<number, string[]>();
  const add = (source: number, text: string) => {
    if (text.length === 0) return;
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  // The source index is relative to the previous segment across the whole mappings string; the
  // generated column starts again at 0 on every line.
  let source = 0;
  lines.forEach((line, index) => {
    if (index > 0) add(-1, '\n');
    let from = 0;
    let current = -1;
    let column = 0;
    for (const segment of (mappingLines[index] ?? '').split(',')) {
      if (segment === '') continue;
      const fields = decodeSegment(segment);
      column += fields[0]!;
      add(current, line.slice(from, column));
      from = column;
      if (fields.length > 1) {
        source += fields[1]!;
        current = source;
      } else {
        current = -1;
      }
    }
    add(current, line.slice(from));
  });
  return pieces;
}

/**
 * The chunk's gzip size shared out among its sources (resolved to paths from the repository's root;
 * UNMAPPED for the rest), in proportion to how well each one's text deflates on its own. The parts
 * add up to `chunkGzip`.
 */
export function attributeChunk(
  code: string,
  map: TSourceMap,
  where: { mapDir: string; root: string },
  chunkGzip: number,
): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [index, texts] of textBySource(code, map)) {
    const name = index < 0 ? UNMAPPED : sourcePath(map.sources[index] ?? `(source ${index})`, where);
    const weight = deflateRawSync(Buffer.from(texts.join(''), 'utf8'), { level: 9 }).length;
    weights.set(name, (weights.get(name) ?? 0) + weight);
  }
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  const shares = new Map<string, number>();
  if (total === 0) {
    if (chunkGzip > 0) shares.set(UNMAPPED, chunkGzip);
    return shares;
  }
  for (const [name, weight] of weights) shares.set(name, (chunkGzip * weight) / total);
  return shares;
}

/** A source map's source as a path from the repository's root (bundler-made modules as they are). */
function sourcePath(source: string, where: { mapDir: string; root: string }): string {
  if (source.startsWith('\0') || !source.includes('/') || /^[a-z]+:/i.test(source)) {
    return source.replace(/^\0/, '');
  }
  return path.relative(where.root, path.resolve(where.mapDir, source)).split(path.sep).join('/');
}

/**
 * The item a source is counted under: an npm package by name (the innermost node_modules), a
 * workspace's folder two levels under its src (`web/features/replies`, `shared/api`), or a file
 * directly in src (`web/main.tsx`); anything else as it is.
 */
export function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const workspace = /^(?:apps|packages)\/([^/]+)\/src\/(.+)$/.exec(source);
  if (!workspace) return source;
  const parts = workspace[2]!.split('/');
  const folders = parts.slice(0, -1).slice(0, 2);
  return [workspace[1], ...(folders.length > 0 ? folders : parts)].join('/');
}

/** One item of a route and its gzip bytes, with the files it is made of. */
export type TItem = { name: string; gzip: number; files: { name: string; gzip: number }[] };

export type TRouteTreemap = { path: string; chunks: number; gzip: number; items: TItem[] };

/** Bytes of each source, per chunk file: every chunk is read once, however many routes load it. */
function chunkAttributor(dist: string, root: string) {
  const cache = new Map<string, Map<string, number>>();
  return (file: string): Map<string, number> => {
    let shares = cache.get(file);
    if (shares) return shares;
    const full = path.join(dist, file);
    const bytes = fs.readFileSync(full);
    const gzip = gzipOf(bytes);
    const mapFile = `${full}.map`;
    if (fs.existsSync(mapFile)) {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as TSourceMap;
      shares = attributeChunk(bytes.toString('utf8'), map, { mapDir: path.dirname(full), root }, gzip);
    } else {
      shares = new Map([[`${UNMAPPED} ${file}`, gzip]]);
    }
    cache.set(file, shares);
    return shares;
  };
}

/**
 * Every route's bytes by item, largest first, from the build at `dist` (sources named from `root`,
 * the repository's).
 */
export function routeTreemaps(
  dist: string = WEB_DIST,
  routes?: TRoute[],
  root: string = REPO_ROOT,
): TRouteTreemap[] {
  const attribute = chunkAttributor(dist, root);
  return loadRouteChunks(dist, routes).routes.map(({ path: routePath, files }) => {
    const bySource = new Map<string, number>();
    for (const file of files) {
      for (const [source, gzip] of attribute(file)) bySource.set(source, (bySource.get(source) ?? 0) + gzip);
    }
    const items = new Map<string, TItem>();
    for (const [source, gzip] of bySource) {
      const name = groupOf(source);
      let item = items.get(name);
      if (!item) items.set(name, (item = { name, gzip: 0, files: [] }));
      item.gzip += gzip;
      item.files.push({ name: source, gzip });
    }
    const sorted = [...items.values()].sort((a, b) => b.gzip - a.gzip);
    for (const item of sorted) item.files.sort((a, b) => b.gzip - a.gzip);
    const gzip = sorted.reduce((sum, item) => sum + item.gzip, 0);
    return { path: routePath, chunks: files.length, gzip, items: sorted };
  });
}

/** `a`'s items and files less what `b` loads too: what a route adds over another. */
export function itemsBeyond(a: TRouteTreemap, b: TRouteTreemap): TItem[] {
  const other = new Map(b.items.flatMap((item) => item.files).map((file) => [file.name, file.gzip]));
  const items: TItem[] = [];
  for (const item of a.items) {
    const files = item.files
      .map((file) => ({ name: file.name, gzip: file.gzip - (other.get(file.name) ?? 0) }))
      .filter((file) => file.gzip >= 1)
      .sort((x, y) => y.gzip - x.gzip);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    if (gzip >= 1) items.push({ name: item.name, gzip, files });
  }
  return items.sort((x, y) => y.gzip - x.gzip);
}
