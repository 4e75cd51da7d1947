// The load generator: autocannon in this process (the servers run in child processes).
import autocannon from 'autocannon';

export type TLoad = {
  /** Requests answered per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Requests given up after autocannon's 10 s timeout: the server was too slow, not broken. */
  timeouts: number;
};

/**
 * Sends GET `url` from `connections` connections for `seconds`; throws when any answer is not 2xx
 * or a connection fails (a figure made of errors would measure nothing). Timeouts are counted, not
 * thrown: a server too slow to answer within 10 s under this load is a figure too.
 */
export async function measureLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<TLoad> {
  const result = await autocannon({
    url: options.url,
    method: 'GET',
    headers: options.headers ?? {},
    connections: options.connections,
    duration: options.seconds,
  });
  const failed = result.errors - result.timeouts;
  if (result.non2xx > 0 || failed > 0 || result.requests.total === 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} answers were not 2xx and ${failed} connections failed ` +
        `(of ${result.requests.total} requests)`,
    );
  }
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    timeouts: result.timeouts,
  };
}
