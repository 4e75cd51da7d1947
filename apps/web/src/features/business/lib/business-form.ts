import type { TBusinessInfo, TBusinessInfoInput } from '@gatling/shared/api/business';
import { checkBusinessInfo, type TBusinessProblems } from '@gatling/shared/api/business-checks';

export type TCompetitorDraft = TBusinessInfo['competitors'][number] & { key: string };

export type TBusinessForm = Omit<TBusinessInfo, 'competitors' | 'updated_at'> & {
  competitors: TCompetitorDraft[];
};

export const COMPETITOR_FIELDS = [
  'competitor_name',
  'competitor_website',
  'competitor_twitter_handle',
  'competitor_summary',
  'competitor_pros',
  'competitor_cons',
  'counter_positioning',
] as const;

let nextKey = 0;
/** A key for React lists that stays with a competitor while others are added or removed. */
const newKey = () => `competitor-${++nextKey}`;

export function emptyCompetitor(): TCompetitorDraft {
  return {
    key: newKey(),
    competitor_name: '',
    competitor_website: '',
    competitor_twitter_handle: '',
    competitor_summary: '',
    competitor_pros: '',
    competitor_cons: '',
    counter_positioning: '',
  };
}

export function formOf(info: TBusinessInfo): TBusinessForm {
  return {
    business_email: info.business_email,
    calendar_link: info.calendar_link,
    one_line_summary: info.one_line_summary,
    one_paragraph_summary: info.one_paragraph_summary,
    competitors: info.competitors.map((c) => ({ ...c, key: newKey() })),
  };
}

/** The form without the list keys. */
const fieldsOf = (form: TBusinessForm) => ({
  ...form,
  competitors: form.competitors.map(({ key: _key, ...competitor }) => competitor),
});

/** The request body: the form without the list keys. */
export function inputOf(form: TBusinessForm): TBusinessInfoInput {
  return fieldsOf(form);
}

/** Whether the form differs from what was last loaded or saved. */
export function isDirty(form: TBusinessForm, saved: TBusinessInfo | undefined): boolean {
  if (!saved) return false;
  return JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(formOf(saved)));
}

/** Field messages keyed by path, e.g. "competitors.0.competitor_twitter_handle". */
export type TFieldErrors = TBusinessProblems;

/**
 * Checks the form as the API would (business-checks): the body to send (trimmed, a handle without its @),
 * or the message of each field that is not right.
 */
export function checkForm(
  form: TBusinessForm,
): { ok: true; body: TBusinessInfoInput } | { ok: false; errors: TFieldErrors } {
  return checkBusinessInfo(fieldsOf(form));
}
