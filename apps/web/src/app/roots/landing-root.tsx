import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { loadDemoBanner } from '@/components/load-demo-banner';
import { LandingPage } from '@/features/landing/components/landing-page';
import { loadPublicConfig } from '@/lib/public-config';
import { ThemeProvider } from '@/lib/theme/theme';

/** Renders the landing page with React only: no router, queries or auth (0029-page-weight). */
export async function mount(root: Root): Promise<void> {
  await loadPublicConfig();
  const DemoBanner = await loadDemoBanner();
  root.render(
    <StrictMode>
      {DemoBanner && <DemoBanner />}
      <ThemeProvider>
        <LandingPage />
      </ThemeProvider>
    </StrictMode>,
  );
}
