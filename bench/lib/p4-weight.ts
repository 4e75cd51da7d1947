// The JavaScript each route of the built web app loads before it can render, with no user action
// (the entry, the root it picks for the address, the route's screen, and every chunk these import
// statically), raw and gzipped, from the Vite build manifest. Chunks imported dynamically later (on
// a click, a dialog) are not counted; the chunks the page loads one after another on its own are,
// by listing them in `modules`. Shared by bench/web-weight.ts (the table) and bench/p4-web.ts (P4).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type TChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type TManifest = Record<string, TChunk>;

/** The built web app (npm run build). */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
export const KB = 1024;

const APP = 'src/app/roots/app-root.tsx';
const appScreen = (module: string) => [APP, module];

/**
 * Each route, the chunks it loads in turn before it renders (main.tsx picks a root by the address;
 * the app's router then loads the screen lazily), and its gzip budget, if any.
 */
export const ROUTES: { path: string; modules: string[]; budgetGzipKb?: number }[] = [
  { path: '/', modules: ['src/app/roots/landing-root.tsx'], budgetGzipKb: 80 },
  { path: '/pricing', modules: ['src/app/roots/pricing-root.tsx'], budgetGzipKb: 80 },
  // A signed-in visitor's /pricing is the app's page: it can start checkout.
  {
    path: '/pricing (signed in)',
    modules: ['src/app/roots/pricing-root.tsx', ...appScreen('src/app/pages/pricing-route-page.tsx')],
  },
  { path: '/auth', modules: appScreen('src/features/auth/components/auth-page.tsx') },
  { path: '/onboarding', modules: appScreen('src/app/pages/onboarding/onboarding-route.tsx') },
  { path: '/replies', modules: appScreen('src/app/pages/replies-route.tsx'), budgetGzipKb: 193.5 },
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
  budgetGzipKb?: number;
  /** Within its budget (true when it has none). */
  ok: boolean;
};

export type TWeights = {
  routes: TRouteWeight[];
  /** Bytes gzipped of the entry and its static imports, which every route loads. */
  entryGzip: number;
};

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

/** Measures every route of ROUTES in the build at `dist`; throws WeightProblem when it cannot. */
export function measureRouteWeights(dist: string = WEB_DIST): TWeights {
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizeCache.get(file);
    if (!size) {
      const bytes = fs.readFileSync(path.join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizeCache.set(file, size);
    }
    return size;
  };

  const manifest = readManifest(dist);
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const entryKeys = closure(manifest, entries[0]!);

  const routes: TRouteWeight[] = [];
  for (const route of ROUTES) {
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
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const raw = files.reduce((sum, f) => sum + sizeOf(f).raw, 0);
    const gzip = files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    const budget = route.budgetGzipKb;
    routes.push({
      path: route.path,
      chunks: files.length,
      raw,
      gzip,
      budgetGzipKb: budget,
      ok: budget === undefined || gzip <= budget * KB,
    });
  }
  const entryGzip = [...entryKeys].reduce((s, k) => s + sizeOf(manifest[k]!.file).gzip, 0);
  return { routes, entryGzip };
}
