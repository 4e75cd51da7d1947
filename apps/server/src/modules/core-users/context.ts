import type { TModuleDeps } from '../../context';
import type { SheetsClient } from '../../integrations/sheets/sheets-client';

/** What the core-user verbs use: the database, the user's platform access and the sheets reader. */
export type TCoreUsersContext = Pick<TModuleDeps, 'db' | 'cipher' | 'platforms' | 'logger'> & {
  sheets: SheetsClient;
};
