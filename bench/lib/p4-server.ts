// Starts the built product for a browser benchmark, as e2e/serve.mjs does for the browser tests:
// API and web app from one process on a fresh data folder and a free port, monitoring only when
// asked for, no rate limits. stop() ends the process group and removes the data folder.
import { freePort, startApiServer, temporaryFolder, waitUntilOk } from './processes';

export type TProduct = { baseUrl: string; stop: () => Promise<void> };

/** Starts the product and waits for /healthz; `env` adds to (or overrides) the benchmark's settings. */
export async function startProduct(env: Record<string, string> = {}): Promise<TProduct> {
  const data = temporaryFolder('gatling-bench-p4-');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = startApiServer({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: data.path,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DISABLED: 'true',
    MONITOR_INTERVAL_MINUTES: '0',
    ...env,
  });
  const stop = async () => {
    await child.stop(8000);
    data.remove();
  };
  try {
    await waitUntilOk(`${baseUrl}/healthz`, child, { timeoutMs: 120_000, everyMs: 250 });
  } catch (err) {
    data.remove();
    throw err;
  }
  return { baseUrl, stop };
}
