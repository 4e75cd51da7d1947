import { z } from 'zod';
import type { TApiContract } from './contract';

export const BUSINESS_LIMITS = {
  email: 254,
  url: 2048,
  oneLine: 200,
  paragraph: 2000,
  competitorName: 120,
  competitorHandle: 15,
  competitorText: 2000,
  competitors: 20,
} as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} has at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const httpUrlSchema = z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/ });

/** An http(s) address or empty; anything else (javascript:, data:, ftp:) is refused. */
const httpUrl = (label: string) =>
  text(BUSINESS_LIMITS.url, label).refine((v) => {
    if (v === '') return true;
    return httpUrlSchema.safeParse(v).success;
  }, `${label} must be an http:// or https:// address`);

/** docs/product/data.md Competitor. */
export const ZCompetitor = z.object({
  competitor_name: z
    .string()
    .trim()
    .min(1, 'Each competitor needs a name')
    .max(
      BUSINESS_LIMITS.competitorName,
      `A competitor name has at most ${BUSINESS_LIMITS.competitorName} characters`,
    ),
  competitor_website: httpUrl('The competitor website'),
  competitor_twitter_handle: text(64, 'The competitor handle')
    .transform((v) => v.replace(/^@+/, ''))
    .refine(
      (v) => v === '' || /^[A-Za-z0-9_]{1,15}$/.test(v),
      'The competitor handle must be an X username (letters, digits, _; 15 at most)',
    ),
  competitor_summary: text(BUSINESS_LIMITS.competitorText, 'The competitor summary'),
  competitor_pros: text(BUSINESS_LIMITS.competitorText, 'The competitor pros'),
  competitor_cons: text(BUSINESS_LIMITS.competitorText, 'The competitor cons'),
  counter_positioning: text(BUSINESS_LIMITS.competitorText, 'The counter-positioning'),
});
export type TCompetitor = z.output<typeof ZCompetitor>;
export type TCompetitorInput = z.input<typeof ZCompetitor>;

/**
 * docs/product/data.md Business info: the body of POST /api/business/info. A field left out keeps its stored
 * value; an empty string (or null) clears it; `competitors`, when sent, replaces the list.
 */
export const ZBusinessInfoInput = z.object({
  business_email: text(BUSINESS_LIMITS.email, 'The business e-mail')
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'The business e-mail is not a valid e-mail address',
    )
    .optional(),
  calendar_link: httpUrl('The calendar link').optional(),
  one_line_summary: text(BUSINESS_LIMITS.oneLine, 'The one-line summary').optional(),
  one_paragraph_summary: text(BUSINESS_LIMITS.paragraph, 'The one-paragraph summary').optional(),
  competitors: z
    .array(ZCompetitor)
    .max(BUSINESS_LIMITS.competitors, `At most ${BUSINESS_LIMITS.competitors} competitors`)
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

export const getBusinessInfoRoute = {
  method: 'get',
  path: '/business/info',
  answer: ZBusinessInfo,
} as const satisfies TApiContract;

export const saveBusinessInfoRoute = {
  method: 'post',
  path: '/business/info',
  body: ZBusinessInfoInput,
  answer: ZBusinessInfo,
} as const satisfies TApiContract;
