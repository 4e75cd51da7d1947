import { z } from 'zod';

/**
 * Settings › Content (GET/PUT /api/settings/content): what monitoring drafts for. Kept on the
 * user's profile. `show_adult_content`: posts labelled as adult content on Bluesky (porn, sexual,
 * nudity, graphic-media) are read and drafted for like any other; off (the default), they are set
 * aside with the run (decision 0063).
 */
export const ZContentSettings = z.object({
  show_adult_content: z
    .boolean()
    .describe('true: Bluesky posts labelled as adult content are drafted for; false (default): skipped.'),
});
export type TContentSettings = z.infer<typeof ZContentSettings>;

/** The body of PUT /api/settings/content. */
export const ZContentSettingsInput = z.object({ show_adult_content: z.boolean() });
export type TContentSettingsInput = z.infer<typeof ZContentSettingsInput>;
