import type { TSkipTrialAnswer } from '@gatling/shared/api/billing';
import type { TSessionUser } from '../../context';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { teamAccessGrants } from '../../db/schema/billing';
import { AppError } from '../../errors';
import { publishEvent } from '../../event-log/publish-event';
import { isTeamEmail } from './team';

/**
 * Users on the team e-mail domain (docs/product/README.md#roles-and-permissions) may bypass the trial step.
 * The grant is recorded and gives full access for as long as the address stays on TEAM_EMAIL_DOMAIN.
 * Idempotent.
 */
export async function skipTrial(db: TDb, user: TSessionUser, config: TConfig): Promise<TSkipTrialAnswer> {
  if (!isTeamEmail(user.email, config.TEAM_EMAIL_DOMAIN)) {
    throw new AppError('FORBIDDEN', 'Only team members can skip the trial');
  }
  await db.transaction(async (txn) => {
    const tx = txn as unknown as TDb;
    const granted = await tx
      .insert(teamAccessGrants)
      .values({ userId: user.id, email: user.email })
      .onConflictDoNothing()
      .returning({ userId: teamAccessGrants.userId });
    if (granted.length > 0) await publishEvent(tx, user.id, { type: 'subscription.changed' });
  });
  return { success: true };
}
