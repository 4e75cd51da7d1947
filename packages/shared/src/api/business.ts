import { z } from 'zod';
import {
  BUSINESS_FIELD_LABELS as L,
  BUSINESS_LIMITS,
  BUSINESS_MESSAGES,
  COMPETITOR_HANDLE_INPUT_MAX,
  isEmailAddress,
  isHttpAddress,
  isXHandle,
} from './business-checks';

export { BUSINESS_LIMITS } from './business-checks';

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, BUSINESS_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');

/** An http(s) address or empty; anything else (javascript:, data:, ftp:) is refused. */
const httpUrl = (label: string) =>
  text(BUSINESS_LIMITS.url, label).refine(
    (v) => v === '' || isHttpAddress(v),
    BUSINESS_MESSAGES.notHttpAddress(label),
  );

/** docs/product/data.md Competitor. */
export const ZCompetitor = z.object({
  competitor_name: z
    .string()
    .trim()
    .min(1, BUSINESS_MESSAGES.competitorNameRequired)
    .max(BUSINESS_LIMITS.competitorName, BUSINESS_MESSAGES.competitorNameTooLong),
  competitor_website: httpUrl(L.competitor_website),
  competitor_twitter_handle: text(COMPETITOR_HANDLE_INPUT_MAX, L.competitor_twitter_handle)
    .transform((v) => v.replace(/^@+/, ''))
    .refine((v) => v === '' || isXHandle(v), BUSINESS_MESSAGES.handleInvalid),
  competitor_summary: text(BUSINESS_LIMITS.competitorText, L.competitor_summary),
  competitor_pros: text(BUSINESS_LIMITS.competitorText, L.competitor_pros),
  competitor_cons: text(BUSINESS_LIMITS.competitorText, L.competitor_cons),
  counter_positioning: text(BUSINESS_LIMITS.competitorText, L.counter_positioning),
});
export type TCompetitor = z.output<typeof ZCompetitor>;
export type TCompetitorInput = z.input<typeof ZCompetitor>;

/**
 * docs/product/data.md Business info: the body of POST /api/business/info. A field left out keeps its stored
 * value; an empty string (or null) clears it; `competitors`, when sent, replaces the list.
 */
export const ZBusinessInfoInput = z.object({
  business_email: text(BUSINESS_LIMITS.email, L.business_email)
    .refine((v) => v === '' || isEmailAddress(v), BUSINESS_MESSAGES.emailInvalid)
    .optional(),
  calendar_link: httpUrl(L.calendar_link).optional(),
  one_line_summary: text(BUSINESS_LIMITS.oneLine, L.one_line_summary).optional(),
  one_paragraph_summary: text(BUSINESS_LIMITS.paragraph, L.one_paragraph_summary).optional(),
  competitors: z
    .array(ZCompetitor)
    .max(BUSINESS_LIMITS.competitors, BUSINESS_MESSAGES.tooManyCompetitors)
    .optional(),
});
export type TBusinessInfoInput = z.input<typeof ZBusinessInfoInput>;

/** GET and POST /api/business/info answer: every field present (empty when not set). */
export const ZBusinessInfo = z.object({
  business_email: z.string(),
  calendar_link: z.string(),
  one_line_summary: z.string(),
  one_paragraph_summary: z.string(),
  competitors: z.array(
    z.object({
      competitor_name: z.string(),
      competitor_website: z.string(),
      competitor_twitter_handle: z.string(),
      competitor_summary: z.string(),
      competitor_pros: z.string(),
      competitor_cons: z.string(),
      counter_positioning: z.string(),
    }),
  ),
  updated_at: z.string().nullable(),
});
export type TBusinessInfo = z.infer<typeof ZBusinessInfo>;
