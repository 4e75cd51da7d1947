import type { Browser, BrowserContext } from '@playwright/test';
import { BASE_URL } from '../env';

/** The sizes and themes every review screenshot is taken at: a phone and a desktop, light and dark. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const THEMES = ['light', 'dark'] as const;

export type TState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A signed-in context at `viewport` in `theme`, motion reduced, as every picture here is taken. */
export async function themedContext(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  theme: (typeof THEMES)[number],
  storageState: TState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    storageState,
  });
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  return context;
}
