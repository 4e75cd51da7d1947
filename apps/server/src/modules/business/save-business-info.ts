import type { TBusinessInfo, ZBusinessInfoInput } from '@gatling/shared/api/business';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { businessInfo } from '../../db/schema/business';
import { toBusinessInfo } from './get-business-info';

/** Spec §7 POST /business/info: replaces the whole object (the form always sends every field). */
export async function saveBusinessInfo(
  db: TDb,
  userId: string,
  input: z.output<typeof ZBusinessInfoInput>,
): Promise<TBusinessInfo> {
  const fields = {
    businessEmail: input.business_email,
    calendarLink: input.calendar_link,
    oneLineSummary: input.one_line_summary,
    oneParagraphSummary: input.one_paragraph_summary,
    competitors: input.competitors,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(businessInfo)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: businessInfo.userId, set: fields })
    .returning();
  return toBusinessInfo(row);
}
