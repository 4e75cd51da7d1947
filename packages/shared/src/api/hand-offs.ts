import { z } from 'zod';
import { ZPlatform } from './platforms';
import { ZOriginalMessage } from './replies';

/**
 * A hand-off: an approved reply the user finishes on the platform's own reply page (intent
 * delivery), ready to finish now. It is ready once its undo window is over (PUBLISH_DELAY_SECONDS
 * after approval, when it could have gone out at the soonest); it does not wait for its publishing
 * slot, since the user is the one posting it.
 */
export const ZHandOff = z.object({
  id: z.string(),
  platform: ZPlatform,
  /** scheduled: not at its slot yet; awaiting_intent: past it, or a finish was started. */
  status: z.enum(['scheduled', 'awaiting_intent']),
  scheduled_at: z.string(),
  /** The text the reply page is filled in with. */
  text: z.string(),
  original_message: ZOriginalMessage,
  /** The platform's prefilled reply page. */
  intent_url: z.string(),
});
export type THandOff = z.infer<typeof ZHandOff>;

/**
 * GET /api/scheduled/hand-offs: the hand-offs ready to finish, in the order the schedule has them
 * (soonest first). next_ready_at: when the next one still in its undo window becomes ready (ISO
 * 8601), null when none is; nothing announces that moment, so a client reads the list again then.
 */
export const ZHandOffs = z.object({
  ready: z.array(ZHandOff),
  next_ready_at: z.string().nullable(),
});
export type THandOffs = z.infer<typeof ZHandOffs>;
