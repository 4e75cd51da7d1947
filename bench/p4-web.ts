// P4, the web app: the JavaScript each route loads (gzip, from the build; bench/lib/p4-weight.ts,
// as `npm run bench:web` prints it), and how soon the next card can be used after a swipe on
// /replies, in headless Chromium against the built product.
//
// The swipe: the ← key (the review stack's shortcut for Ignore), timed inside the page from the
// keydown (a capture listener on document, before the app's own listener on window) until the DOM
// shows the next card on top and usable: a different top-card element, not inert, with the Send
// button present and enabled (a MutationObserver, so Playwright's own latency is not counted).
// The card flies out for 240 ms before the next one takes over (swipe-card.tsx, FLY_OUT); so it
// is timed twice, both judged against the goal: as people see it (the goal asks the next card to
// be usable while the last one is still leaving) and with reduced motion, where the card goes at
// once and what is left is the app's own work.
import type { Browser, Page } from 'playwright-core';
// The browser tests' Chromium and its launch flags: one place for both.
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from '../e2e/env';
import { KB, measureRouteWeights } from './lib/p4-weight';
import { ensureWebBuild } from './lib/web-build';
import { startProduct } from './lib/p4-server';
import { createCompletedUser, SANDBOX_SEED, seedDrafts } from './lib/p4-seed';
import type { TBenchmark, TFigure } from './lib/result';

const BENCH = 'P4';
const GOAL_MS = 50;
/** A pause between swipes, so the stack's 300 ms shuffle of the cards underneath has settled. */
const BETWEEN_SWIPES_MS = 400;
/** Swipes before the timed ones (first use of the handlers and styles), not counted. */
const WARM_UP = 1;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function weightFigures(quick: boolean): TFigure[] {
  const { routes, entryGzip } = measureRouteWeights();
  const figures: TFigure[] = routes.map((route) => {
    const budget = route.budgetGzipKb;
    return {
      bench: BENCH,
      name: `JS gzip, ${route.path}`,
      value: round(route.gzip / KB, 1),
      unit: 'kB',
      goal: budget === undefined ? null : `≤ ${budget} kB`,
      ok: quick || budget === undefined ? null : route.ok,
      note: `${route.chunks} chunks, ${(route.raw / KB).toFixed(1)} kB raw`,
    };
  });
  figures.push({
    bench: BENCH,
    name: 'JS gzip, entry (every route)',
    value: round(entryGzip / KB, 1),
    unit: 'kB',
    goal: null,
    ok: null,
  });
  return figures;
}

type TSwipe = {
  /** keydown → next card on top and usable in the DOM. */
  ready: number;
  /** keydown → the first frame after that (requestAnimationFrame, then a task: painted). */
  painted: number;
};

/**
 * Arms the timer for the next swipe in the page: window.__p4Swipe resolves to a TSwipe once the next
 * card is up. Plain JavaScript, not a function for page.evaluate to serialise: tsx would add its
 * helpers (__name) to a function's text, and the page has none.
 */
const ARM_SWIPE = `(() => {
  const previous = document.querySelector('[data-testid="top-card"]');
  window.__p4Swipe = new Promise((resolve, reject) => {
    let start = -1;
    const usable = () => {
      const card = document.querySelector('[data-testid="top-card"]');
      const send = document.querySelector('button[aria-keyshortcuts="ArrowRight"]');
      return card !== null && card !== previous && card.closest('[inert]') === null && send !== null && !send.disabled;
    };
    const observer = new MutationObserver(() => {
      if (start < 0 || !usable()) return;
      const ready = performance.now() - start;
      performance.mark('p4-next-card-ready');
      performance.measure('p4-swipe', 'p4-keydown', 'p4-next-card-ready');
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve({ ready, painted: performance.now() - start }), 0));
    });
    const timeout = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the next card did not come up within 10 s'));
    }, 10000);
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft') return;
      start = performance.now();
      performance.mark('p4-keydown');
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    }, { capture: true, once: true });
  });
})()`;

async function swipe(page: Page): Promise<TSwipe> {
  await page.evaluate(ARM_SWIPE);
  await page.keyboard.press('ArrowLeft');
  return (await page.evaluate('window.__p4Swipe')) as TSwipe;
}

/** What a reader needs when a swipe did not bring the next card: what is on the page instead. */
async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(
      `JSON.stringify({
        url: location.pathname,
        topCard: document.querySelectorAll('[data-testid="top-card"]').length,
        dialog: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]')].map((d) => d.textContent.slice(0, 120)),
        focus: document.activeElement ? document.activeElement.tagName : null,
        text: document.body.innerText.slice(0, 300),
      })`,
    )
    .then(String)
    .catch((error: unknown) => `unreadable (${String(error)})`);
}

/** A fresh user with at least `swipes` + 1 drafts, on /replies with the top card shown; times each swipe. */
async function timeSwipes(
  browser: Browser,
  baseURL: string,
  swipes: number,
  reducedMotion: 'reduce' | 'no-preference',
): Promise<{ times: TSwipe[]; drafts: number }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion,
  });
  try {
    const page = await context.newPage();
    await createCompletedUser(page);
    const needed = WARM_UP + swipes + 1;
    const drafts = await seedDrafts(page, needed);
    if (drafts < needed) throw new Error(`monitoring gave ${drafts} drafts, the run needs ${needed}`);
    await page.goto('/replies');
    await page.getByTestId('top-card').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(BETWEEN_SWIPES_MS);
    const times: TSwipe[] = [];
    for (let i = 0; i < WARM_UP + swipes; i++) {
      const time = await swipe(page).catch(async (error: unknown) => {
        throw new Error(
          `swipe ${i + 1} of ${WARM_UP + swipes} (${drafts} drafts): ${String(error)}; ` +
            `the page: ${await pageState(page)}`,
        );
      });
      if (i >= WARM_UP) times.push(time);
      await page.waitForTimeout(BETWEEN_SWIPES_MS);
    }
    return { times, drafts };
  } finally {
    await context.close();
  }
}

function swipeFigures(
  label: string,
  result: { times: TSwipe[]; drafts: number },
  judged: boolean,
  quick: boolean,
  extra: string,
): TFigure[] {
  const ready = result.times.map((t) => t.ready).sort((a, b) => a - b);
  const painted = result.times.map((t) => t.painted).sort((a, b) => a - b);
  const median = percentile(ready, 50);
  const note =
    `${ready.length} swipes (${result.drafts} drafts); to the next frame: median ` +
    `${percentile(painted, 50).toFixed(1)} ms, p95 ${percentile(painted, 95).toFixed(1)} ms${extra}`;
  return [
    {
      bench: BENCH,
      name: `swipe → next card interactive, median (${label})`,
      value: round(median, 1),
      unit: 'ms',
      goal: judged ? `< ${GOAL_MS} ms` : null,
      ok: judged && !quick ? median < GOAL_MS : null,
      note,
    },
    {
      bench: BENCH,
      name: `swipe → next card interactive, p95 (${label})`,
      value: round(percentile(ready, 95), 1),
      unit: 'ms',
      goal: null,
      ok: null,
    },
  ];
}

async function swipeBenchmark(executablePath: string, quick: boolean): Promise<TFigure[]> {
  const swipes = quick ? 5 : 50;
  // playwright-core is the e2e workspace's, hoisted to the root: loaded only when a browser is here.
  const { chromium } = await import('playwright-core');
  const product = await startProduct({
    MONITOR_MAX_DRAFTS_PER_RUN: '100',
    // Every ignore counts against the free plan's daily allowance (20): past it, the paywall opens.
    FREE_DAILY_INTERACTIONS: '100000',
    SANDBOX_SEED,
    PRODUCT_NAME: 'Gatling',
  });
  try {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const reduced = await timeSwipes(browser, product.baseUrl, swipes, 'reduce');
      const motion = await timeSwipes(browser, product.baseUrl, swipes, 'no-preference');
      return [
        ...swipeFigures('reduced motion', reduced, true, quick, ''),
        ...swipeFigures(
          'with motion',
          motion,
          true,
          quick,
          '; the last card still flies out for 240 ms, as a picture',
        ),
      ];
    } finally {
      await browser.close();
    }
  } finally {
    await product.stop();
  }
}

export const benchmark: TBenchmark = {
  id: BENCH,
  title: 'Web app: JS per route, swipe → next card',
  run: async ({ quick }) => {
    // A missing or stale build is made first (not timed): the weights are of the sources as they are.
    ensureWebBuild();
    const figures = weightFigures(quick);
    if (!chromiumAvailable) {
      // The weights need no browser: they are answered; the swipe is skipped, and says why.
      console.warn(
        `P4 swipe skipped: Chromium was not found at ${CHROMIUM_PATH} ` +
          '(apt-get install -y chromium, or set CHROMIUM_PATH).',
      );
      return figures;
    }
    return [...figures, ...(await swipeBenchmark(CHROMIUM_PATH, quick))];
  },
};
