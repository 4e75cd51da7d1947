import type { Root } from 'react-dom/client';
import { LandingPage } from '@/features/landing/components/landing-page';
import { loadPublicConfig } from '@/lib/public-config';
import { ThemeProvider } from '@/lib/theme/theme';
import { renderPage } from './render-page';

/** Renders the landing page with React only: no router, queries or auth (0029-page-weight). */
export async function mount(root: Root): Promise<void> {
  await loadPublicConfig();
  await renderPage(
    root,
    <ThemeProvider>
      <LandingPage />
    </ThemeProvider>,
  );
}
