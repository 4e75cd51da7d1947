import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import type { TSessionUser } from '../../context';
import { ensureProfile } from '../../auth/ensure-profile';

/** Marks onboarding done. Idempotent: completing twice is not an error. */
export async function completeOnboarding(db: TDb, user: TSessionUser): Promise<void> {
  await ensureProfile(db, user);
  await db
    .update(profiles)
    .set({ onboardingCompleted: true, updatedAt: new Date() })
    .where(eq(profiles.userId, user.id));
}
