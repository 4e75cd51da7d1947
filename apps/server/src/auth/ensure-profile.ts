import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { profiles } from '../db/schema/profiles';

export type TProfile = typeof profiles.$inferSelect;

/**
 * Returns the user's profiles row, creating it with its defaults when missing
 * (username = e-mail, onboarding not completed, approved, waitlist APPROVED).
 */
export async function ensureProfile(
  db: TDb,
  user: { id: string; email: string; image?: string | null },
): Promise<TProfile> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (existing) return existing;
  await db
    .insert(profiles)
    .values({ userId: user.id, email: user.email, username: user.email, avatarUrl: user.image ?? null })
    .onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (!created) throw new Error(`profile for ${user.id} could not be created`);
  return created;
}
