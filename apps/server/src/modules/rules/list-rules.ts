import type { TQualificationRule } from '@gatling/shared/api/rules';
import type { TDb } from '../../db/client';
import { selectRules, toRule } from './rule-row';

/**
 * GET /qualification-rules (docs/product/api.md#qualification-rules): the user's rules, oldest first.
 * Drafting reads them too.
 */
export async function listRules(db: TDb, userId: string): Promise<TQualificationRule[]> {
  return (await selectRules(db, userId)).map(toRule);
}
