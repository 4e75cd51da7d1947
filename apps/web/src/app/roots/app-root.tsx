import type { Root } from 'react-dom/client';
import { loadPublicConfig } from '@/lib/public-config';
import { App } from '../app';
import { renderPage } from './render-page';

/** Renders the signed-in app (router, queries, auth) for every address but the public pages. */
export async function mount(root: Root): Promise<void> {
  await loadPublicConfig();
  await renderPage(root, <App />);
}
