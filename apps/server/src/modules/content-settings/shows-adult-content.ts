import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

/**
 * Whether monitoring drafts for Bluesky posts labelled as adult content for this user (Settings ›
 * Content); no profile yet: the default, no.
 */
export async function showsAdultContent(db: TDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ showAdultContent: profiles.showAdultContent })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.showAdultContent ?? false;
}
