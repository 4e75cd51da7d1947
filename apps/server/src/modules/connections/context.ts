import type { TModuleDeps } from '../../context';
import type { RateLimiter } from '../../http/rate-limit';

/** What the connection verbs use: the database, the token cipher and the platform providers. */
export type TConnectionsContext = Pick<TModuleDeps, 'db' | 'cipher' | 'platforms' | 'logger' | 'config'>;

/** What the connection routes are built with: the module's deps and the rate limiter (sign-in attempts). */
export type TConnectionDeps = TModuleDeps & { limiter: RateLimiter };
