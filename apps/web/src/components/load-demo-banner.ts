import type { ComponentType } from 'react';
import { publicConfig } from '@/lib/public-config';

/**
 * The demo banner, loaded only on a demo server (public config `demo_mode`): every root renders it
 * above its page, and the pages of other servers carry none of its code (0029-page-weight).
 */
export async function loadDemoBanner(): Promise<ComponentType | null> {
  if (!publicConfig().demo_mode) return null;
  return (await import('./demo-banner')).DemoBanner;
}
