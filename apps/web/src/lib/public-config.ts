import type { TPublicConfig } from '@gatling/shared/api/session';

let current: TPublicConfig | null = null;

/**
 * The deployment's public values. The server embeds them in index.html; the Vite dev server
 * does not, so then they are fetched once before the app renders. `parse` may check their shape;
 * by default they are our own server's, checked against ZPublicConfig where it writes them.
 */
export async function loadPublicConfig(
  parse: (raw: unknown) => TPublicConfig = (raw) => raw as TPublicConfig,
): Promise<TPublicConfig> {
  const embedded = document.getElementById('public-config')?.textContent;
  if (embedded) {
    current = parse(JSON.parse(embedded));
    return current;
  }
  const res = await fetch('/api/public-config');
  current = parse(await res.json());
  return current;
}

export function setPublicConfig(config: TPublicConfig): void {
  current = config;
}

export function publicConfig(): TPublicConfig {
  if (!current) throw new Error('public config read before loadPublicConfig()');
  return current;
}

export function formatPrice(config: TPublicConfig): string {
  const n = config.price_monthly_usd;
  return `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
}
