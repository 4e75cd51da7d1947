import type { TModuleDeps } from '../../context';

/** What the connection verbs use: the database, the token cipher and the platform providers. */
export type TConnectionsContext = Pick<TModuleDeps, 'db' | 'cipher' | 'platforms' | 'logger' | 'config'>;
