// The JavaScript each route of the built web app loads before it can render, with no user action
// (the entry, the root it picks for the address, the route's screen, and every chunk these import
// statically), raw and gzipped, from the Vite build manifest. Chunks imported dynamically later (on
// a click, a dialog) are not counted; the chunks the page loads one after another on its own are,
// by listing them in `modules`. Shared by bench/web-weight.ts (the table), bench/p4-web.ts (P4) and
// bench/lib/route-treemap.ts (what the bytes are). The budgets are in bench/web-budgets.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type TChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TChunk>;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built web app (npm run build). */
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** Every route's gzip budget in kB, by path: the one place they are written. */
export const BUDGETS_FILE = 'bench/web-budgets.json';
export const KB = 1024;

/** Bytes gzipped at level 9, as the weights count them. */
export const gzipOf = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

const APP = 'src/app/roots/app-root.tsx';
const appScreen = (module: string) => [APP, module];

export type TRoute = { path: string; modules: string[] };

/**
 * Each route and the chunks it loads in turn before it renders (main.tsx picks a root by the
 * address; the app's router then loads the screen lazily).
 */
export const ROUTES: TRoute[] = [
  { path: '/', modules: ['src/app/roots/landing-root.tsx'] },
  { path: '/pricing', modules: ['src/app/roots/pricing-root.tsx'] },
  // A signed-in visitor's /pricing is the app's page: it can start checkout.
  {
    path: '/pricing (signed in)',
    modules: ['src/app/roots/pricing-root.tsx', ...appScreen('src/app/pages/pricing-route-page.tsx')],
  },
  { path: '/auth', modules: appScreen('src/features/auth/components/auth-page.tsx') },
  { path: '/onboarding', modules: appScreen('src/app/pages/onboarding/onboarding-route.tsx') },
  { path: '/replies', modules: appScreen('src/app/pages/replies-route.tsx') },
  { path: '/scheduled-replies', modules: appScreen('src/app/pages/scheduled-replies-route.tsx') },
  { path: '/settings', modules: appScreen('src/app/pages/settings-route.tsx') },
  { path: '/your-style', modules: appScreen('src/app/pages/your-style-route.tsx') },
  { path: '/reply-rules', modules: appScreen('src/app/pages/reply-rules-route.tsx') },
  { path: '/business', modules: appScreen('src/app/pages/business-route.tsx') },
  { path: '/communities', modules: appScreen('src/app/pages/communities-route.tsx') },
  { path: '/analytics', modules: appScreen('src/app/pages/analytics-route.tsx') },
  { path: '/chat', modules: appScreen('src/app/pages/chat-route.tsx') },
];

/** The build cannot be measured as it is (no manifest, a route's screen is not a chunk). */
export class WeightProblem extends Error {}

export type TRouteWeight = {
  path: string;
  /** JavaScript files the route loads. */
  chunks: number;
  /** Bytes. */
  raw: number;
  /** Bytes, gzip level 9. */
  gzip: number;
  budgetGzipKb: number;
  /** Within its budget. */
  ok: boolean;
};

export type TWeights = {
  routes: TRouteWeight[];
  /** Bytes gzipped of the entry and its static imports, which every route loads. */
  entryGzip: number;
};

/** Budgets by route path, in kB gzip. */
export type TBudgets = Record<string, number>;

/** The budgets of a web-budgets.json text; throws when it is not one. */
export function parseBudgets(text: string): TBudgets {
  const parsed = JSON.parse(text) as { gzipKb?: unknown };
  const budgets = parsed.gzipKb;
  if (typeof budgets !== 'object' || budgets === null) throw new Error('no "gzipKb" object');
  for (const [route, kb] of Object.entries(budgets)) {
    if (typeof kb !== 'number' || !(kb > 0)) throw new Error(`${route}: the budget is not a positive number`);
  }
  return budgets as TBudgets;
}

/** The budgets as the working tree has them. */
export function loadBudgets(): TBudgets {
  return parseBudgets(fs.readFileSync(path.join(REPO_ROOT, BUDGETS_FILE), 'utf8'));
}

function readManifest(dist: string): TManifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new WeightProblem(`No build manifest at ${file}: run \`npm run build\` first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TManifest;
}

/** The chunk and everything it imports statically, as manifest keys. */
function closure(manifest: TManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The JavaScript files the entry loads, then each route's: paths inside `dist`. */
export function loadRouteChunks(
  dist: string = WEB_DIST,
  routes: TRoute[] = ROUTES,
): { entry: string[]; routes: { path: string; files: string[] }[] } {
  const manifest = readManifest(dist);
  const jsFiles = (keys: Set<string>) =>
    [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const entryKeys = closure(manifest, entries[0]!);
  return {
    entry: jsFiles(entryKeys),
    routes: routes.map((route) => {
      const keys = new Set(entryKeys);
      for (const module of route.modules) {
        if (!manifest[module]) {
          // A moved or renamed screen must be updated here, not silently skipped.
          throw new WeightProblem(
            `${route.path}: ${module} is not a chunk of the build (moved, or no longer lazy?)`,
          );
        }
        closure(manifest, module, keys);
      }
      return { path: route.path, files: jsFiles(keys) };
    }),
  };
}

/**
 * Measures every route in the build at `dist` against its budget; throws WeightProblem when it
 * cannot (no build, a route without a budget, a budget for no route).
 */
export function measureRouteWeights(
  dist: string = WEB_DIST,
  routes: TRoute[] = ROUTES,
  budgets: TBudgets = loadBudgets(),
): TWeights {
  const unknown = Object.keys(budgets).filter((p) => !routes.some((route) => route.path === p));
  if (unknown.length > 0) throw new WeightProblem(`${BUDGETS_FILE}: no such route: ${unknown.join(', ')}`);
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizeCache.get(file);
    if (!size) {
      const bytes = fs.readFileSync(path.join(dist, file));
      size = { raw: bytes.length, gzip: gzipOf(bytes) };
      sizeCache.set(file, size);
    }
    return size;
  };

  const chunks = loadRouteChunks(dist, routes);
  const weights = chunks.routes.map(({ path: routePath, files }): TRouteWeight => {
    const budget = budgets[routePath];
    if (budget === undefined) throw new WeightProblem(`${routePath} has no budget in ${BUDGETS_FILE}`);
    const gzip = files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    return {
      path: routePath,
      chunks: files.length,
      raw: files.reduce((sum, f) => sum + sizeOf(f).raw, 0),
      gzip,
      budgetGzipKb: budget,
      ok: gzip <= budget * KB,
    };
  });
  const entryGzip = chunks.entry.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  return { routes: weights, entryGzip };
}
