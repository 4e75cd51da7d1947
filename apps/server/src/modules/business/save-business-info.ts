import type { TBusinessInfo, ZBusinessInfoInput } from '@gatling/shared/api/business';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { businessInfo } from '../../db/schema/business';
import { toBusinessInfo } from './get-business-info';

/**
 * POST /business/info (docs/product/api.md#business): saves the fields sent; a field left out keeps its
 * stored value (the form sends every field, another client may send one).
 */
export async function saveBusinessInfo(
  db: TDb,
  userId: string,
  input: z.output<typeof ZBusinessInfoInput>,
): Promise<TBusinessInfo> {
  const sent = {
    businessEmail: input.business_email,
    calendarLink: input.calendar_link,
    oneLineSummary: input.one_line_summary,
    oneParagraphSummary: input.one_paragraph_summary,
    competitors: input.competitors,
  };
  const fields = {
    ...Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)),
    updatedAt: new Date(),
  } as Partial<typeof sent> & { updatedAt: Date };
  const [row] = await db
    .insert(businessInfo)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: businessInfo.userId, set: fields })
    .returning();
  return toBusinessInfo(row);
}
