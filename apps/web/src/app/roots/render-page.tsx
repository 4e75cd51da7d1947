import { StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { loadDemoBanner } from '@/components/load-demo-banner';

/** Renders a root's page in strict mode, under the demo banner on a demo server. */
export async function renderPage(root: Root, page: ReactNode): Promise<void> {
  const DemoBanner = await loadDemoBanner();
  root.render(
    <StrictMode>
      {DemoBanner && <DemoBanner />}
      {page}
    </StrictMode>,
  );
}
