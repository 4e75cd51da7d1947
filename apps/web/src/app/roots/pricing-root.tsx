import type { Root } from 'react-dom/client';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { loadPublicConfig } from '@/lib/public-config';
import { ThemeProvider } from '@/lib/theme/theme';
import { renderPage } from './render-page';

/** Whether the visitor has a session, by a plain read of /api/session (no auth client, no zod). */
async function signedIn(): Promise<boolean> {
  const res = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`session read failed: ${res.status}`);
  const body = (await res.json()) as { session?: unknown } | null;
  return body?.session != null;
}

/**
 * /pricing. A signed-out visitor gets the page with React only (0029-page-weight); a signed-in one
 * may start checkout or be led to their subscription, which is the app's work, so the app renders
 * the page for them, as it does when they come from inside the app. When the session cannot be read,
 * the app takes over too and handles that as on any of its pages.
 */
export async function mount(root: Root): Promise<void> {
  const [, hasSession] = await Promise.all([loadPublicConfig(), signedIn().catch(() => null)]);
  if (hasSession !== false) {
    const app = await import('./app-root');
    return app.mount(root);
  }
  await renderPage(
    root,
    <ThemeProvider>
      <PricingPage />
    </ThemeProvider>,
  );
}
