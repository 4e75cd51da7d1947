import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TCompetitorFields } from '@gatling/shared/api/business-checks';
import { at, ownerKey } from './columns';

export type TCompetitorRow = TCompetitorFields;

/** Business info (docs/product/data.md#business-info): one row per user. */
export const businessInfo = pgTable('business_info', {
  userId: ownerKey(),
  businessEmail: text('business_email').notNull().default(''),
  calendarLink: text('calendar_link').notNull().default(''),
  oneLineSummary: text('one_line_summary').notNull().default(''),
  oneParagraphSummary: text('one_paragraph_summary').notNull().default(''),
  competitors: jsonb('competitors').$type<TCompetitorRow[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
