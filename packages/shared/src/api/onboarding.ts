import { z } from 'zod';

export const ZOnboardingStatus = z.object({
  onboarding_completed: z.boolean(),
  is_approved: z.boolean(),
  waitlist_status: z.string(),
  username: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});
export type TOnboardingStatus = z.infer<typeof ZOnboardingStatus>;

export const ZOnboardingComplete = z.object({
  onboarding_completed: z.literal(true),
});
export type TOnboardingComplete = z.infer<typeof ZOnboardingComplete>;
