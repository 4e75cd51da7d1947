// Prints the JavaScript each route of the built web app loads before it can render, with no user
// action (the entry, the root it picks for the address, the route's screen, and every chunk these
// import statically), raw and gzipped, from the Vite build manifest; exits non-zero when a route is
// over its budget (bench/web-budgets.json) or a budget went up since its previous version. Chunks imported dynamically later (on a click, a dialog) are not counted; the
// chunks the page loads one after another on its own are, by listing them in `modules`
// (bench/lib/p4-weight.ts measures; this prints). What the bytes are: npm run bench:treemap.
// Run: npm run build -w @gatling/web && npm run bench:web
import { checkBudgetRatchet } from './lib/budget-ratchet';
import { KB, measureRouteWeights, WeightProblem, type TWeights } from './lib/p4-weight';

function measure(): TWeights {
  try {
    return measureRouteWeights();
  } catch (error) {
    if (!(error instanceof WeightProblem)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const { routes, entryGzip } = measure();

const rows: string[][] = [];
const over: string[] = [];
for (const route of routes) {
  const budget = route.budgetGzipKb;
  if (!route.ok) over.push(route.path);
  rows.push([
    route.path,
    String(route.chunks),
    (route.raw / KB).toFixed(1),
    (route.gzip / KB).toFixed(1),
    `${budget}`,
    route.ok ? 'ok' : 'OVER',
  ]);
}

const header = ['route', 'chunks', 'JS kB', 'gzip kB', 'budget kB', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
    .join('  ')
    .trimEnd();
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\nentry (every route): ${(entryGzip / KB).toFixed(1)} kB gzip`);
const ratchet = checkBudgetRatchet();
if (ratchet.ok) console.log(ratchet.message);
else console.error(ratchet.message);
if (over.length > 0) console.error(`Over budget: ${over.join(', ')}`);
if (over.length > 0 || !ratchet.ok) process.exit(1);
