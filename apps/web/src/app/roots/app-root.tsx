import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { loadDemoBanner } from '@/components/load-demo-banner';
import { loadPublicConfig } from '@/lib/public-config';
import { App } from '../app';

/** Renders the signed-in app (router, queries, auth) for every address but the public pages. */
export async function mount(root: Root): Promise<void> {
  await loadPublicConfig();
  const DemoBanner = await loadDemoBanner();
  root.render(
    <StrictMode>
      {DemoBanner && <DemoBanner />}
      <App />
    </StrictMode>,
  );
}
