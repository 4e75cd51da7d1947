import type { TOnboardingStatus } from '@gatling/shared/api/onboarding';
import type { TDb } from '../../db/client';
import type { TSessionUser } from '../../context';
import { ensureProfile } from '../../auth/ensure-profile';

export async function getOnboardingStatus(db: TDb, user: TSessionUser): Promise<TOnboardingStatus> {
  const profile = await ensureProfile(db, user);
  return {
    onboarding_completed: profile.onboardingCompleted,
    is_approved: profile.isApproved,
    waitlist_status: profile.waitlistStatus,
    username: profile.username,
    email: profile.email,
    avatar_url: profile.avatarUrl,
  };
}
