import { z } from 'zod';

/**
 * The navigation's count of the conversations inbox (decision 0083): on every signed-in screen, so
 * kept apart from the inbox's own contract (conversations.ts).
 */

/** GET /api/conversations/count: how many items wait (the navigation's badge). */
export const ZConversationsCountAnswer = z.object({ open: z.number().int().min(0) });
export type TConversationsCountAnswer = z.infer<typeof ZConversationsCountAnswer>;
