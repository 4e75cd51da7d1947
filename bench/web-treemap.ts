// What each route of the built web app loads before it can render, by npm package and by the
// product's folders (gzip kB, shared out from each chunk by its source map: bench/lib/route-treemap.ts),
// largest first; writes the whole of it to bench/out/web-treemap.json and a treemap to look at,
// bench/out/web-treemap.html (the folder is not committed).
// Run: npm run build -w @gatling/web && npm run bench:treemap [-- options]
//   --route=/replies   only the routes whose path contains this (repeatable)
//   --top=12           items per route (default 12)
//   --files            the largest files of each item too
//   --beyond=/replies  only what a route loads more than this route does
import fs from 'node:fs';
import path from 'node:path';
import { KB, REPO_ROOT, WeightProblem } from './lib/p4-weight';
import { itemsBeyond, routeTreemaps, type TRouteTreemap } from './lib/route-treemap';
import { treemapHtml } from './lib/treemap-html';

const OUT = path.join(REPO_ROOT, 'bench/out');

function option(name: string): string[] {
  return process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
}

const routeFilter = option('route');
const top = Number(option('top')[0] ?? 12);
const withFiles = process.argv.includes('--files');
const beyond = option('beyond')[0];

let treemaps: TRouteTreemap[];
try {
  treemaps = routeTreemaps();
} catch (error) {
  if (!(error instanceof WeightProblem)) throw error;
  console.error(error.message);
  process.exit(2);
}

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'web-treemap.json'), `${JSON.stringify(treemaps, null, 1)}\n`);
fs.writeFileSync(path.join(OUT, 'web-treemap.html'), treemapHtml(treemaps));

const base = beyond === undefined ? undefined : treemaps.find((t) => t.path === beyond);
if (beyond !== undefined && !base) {
  console.error(`--beyond: no route ${beyond} (${treemaps.map((t) => t.path).join(', ')})`);
  process.exit(2);
}
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(6);
const shown = treemaps.filter((t) => routeFilter.length === 0 || routeFilter.some((f) => t.path.includes(f)));
for (const route of shown) {
  const items = base ? itemsBeyond(route, base) : route.items;
  const extra = base ? `, ${kb(items.reduce((s, i) => s + i.gzip, 0)).trim()} kB more than ${base.path}` : '';
  console.log(`\n${route.path}: ${(route.gzip / KB).toFixed(1)} kB gzip, ${route.chunks} chunks${extra}`);
  for (const item of items.slice(0, top)) {
    console.log(`${kb(item.gzip)}  ${item.name}`);
    if (!withFiles) continue;
    for (const file of item.files.slice(0, 5)) console.log(`${' '.repeat(8)}${kb(file.gzip)}  ${file.name}`);
  }
  if (items.length > top) {
    const rest = items.slice(top).reduce((s, i) => s + i.gzip, 0);
    console.log(`${kb(rest)}  … ${items.length - top} more`);
  }
}
console.log(`\nWritten: ${path.relative(process.cwd(), path.join(OUT, 'web-treemap.html'))} (and .json)`);
