import { eq } from 'drizzle-orm';
import type { TContentSettings, TContentSettingsInput } from '@gatling/shared/api/content-settings';
import type { TSessionUser } from '../../context';
import type { TDb } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { ensureProfile, type TProfile } from '../../auth/ensure-profile';

const answer = (profile: Pick<TProfile, 'showAdultContent'>): TContentSettings => ({
  show_adult_content: profile.showAdultContent,
});

/** Settings › Content for the user (their profile, created with its defaults when missing). */
export async function getContentSettings(db: TDb, user: TSessionUser): Promise<TContentSettings> {
  return answer(await ensureProfile(db, user));
}

/** Saves Settings › Content on the user's own profile; the next monitoring run follows it. */
export async function saveContentSettings(
  db: TDb,
  user: TSessionUser,
  input: TContentSettingsInput,
): Promise<TContentSettings> {
  await ensureProfile(db, user);
  const [saved] = await db
    .update(profiles)
    .set({ showAdultContent: input.show_adult_content, updatedAt: new Date() })
    .where(eq(profiles.userId, user.id))
    .returning({ showAdultContent: profiles.showAdultContent });
  if (!saved) throw new Error(`profile for ${user.id} could not be updated`);
  return answer(saved);
}
