import { eq } from 'drizzle-orm';
import type { TBusinessInfo } from '@gatling/shared/api/business';
import type { TDb } from '../../db/client';
import { businessInfo } from '../../db/schema/business';

export type TBusinessInfoRow = typeof businessInfo.$inferSelect;

export function toBusinessInfo(row: TBusinessInfoRow | undefined): TBusinessInfo {
  return {
    business_email: row?.businessEmail ?? '',
    calendar_link: row?.calendarLink ?? '',
    one_line_summary: row?.oneLineSummary ?? '',
    one_paragraph_summary: row?.oneParagraphSummary ?? '',
    competitors: row?.competitors ?? [],
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * GET /business/info (docs/product/api.md#business): what the user saved, or every field empty (updated_at
 * null) before the first save. Drafting reads it to mention the business where a post invites it.
 */
export async function getBusinessInfo(db: TDb, userId: string): Promise<TBusinessInfo> {
  const [row] = await db.select().from(businessInfo).where(eq(businessInfo.userId, userId));
  return toBusinessInfo(row);
}
