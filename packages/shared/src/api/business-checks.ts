/**
 * The business info's limits, checks and messages, without zod: the form checks what the user typed
 * with them before sending, and the schemas (./business) enforce the same on the server.
 */

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

/** Longest competitor handle accepted as typed (an @ may lead; the handle itself is 15 at most). */
export const COMPETITOR_HANDLE_INPUT_MAX = 64;

/** How each field is named in its messages. */
export const BUSINESS_FIELD_LABELS = {
  business_email: 'The business e-mail',
  calendar_link: 'The calendar link',
  one_line_summary: 'The one-line summary',
  one_paragraph_summary: 'The one-paragraph summary',
  competitor_website: 'The competitor website',
  competitor_twitter_handle: 'The competitor handle',
  competitor_summary: 'The competitor summary',
  competitor_pros: 'The competitor pros',
  competitor_cons: 'The competitor cons',
  counter_positioning: 'The counter-positioning',
} as const;

export const BUSINESS_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} has at most ${max} characters`,
  notHttpAddress: (label: string) => `${label} must be an http:// or https:// address`,
  emailInvalid: 'The business e-mail is not a valid e-mail address',
  competitorNameRequired: 'Each competitor needs a name',
  competitorNameTooLong: `A competitor name has at most ${BUSINESS_LIMITS.competitorName} characters`,
  handleInvalid: 'The competitor handle must be an X username (letters, digits, _; 15 at most)',
  tooManyCompetitors: `At most ${BUSINESS_LIMITS.competitors} competitors`,
} as const;

/** An e-mail address as the API accepts it. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The URL parser of browsers and Node (this package is typed without either's library). */
declare const URL: new (input: string) => { hostname: string; protocol: string };

/** An X username without its @. */
const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

export const isEmailAddress = (value: string): boolean => EMAIL.test(value);

/** An X username (letters, digits, _; 15 at most), given without its @. */
export const isXHandle = (value: string): boolean => X_HANDLE.test(value);

/**
 * An http(s) address: written with its `://`, that the URL parser reads, with a host and no
 * whitespace in it. Anything else (javascript:, data:, ftp:, `http:example.com`) is refused.
 */
export function isHttpAddress(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  let url: { hostname: string; protocol: string };
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  return /^[^\s]+$/.test(url.hostname) && /^https?$/.test(url.protocol.replace(/:$/, ''));
}

/** One competitor as the form, the API and the stored row hold it. */
export type TCompetitorFields = {
  competitor_name: string;
  competitor_website: string;
  competitor_twitter_handle: string;
  competitor_summary: string;
  competitor_pros: string;
  competitor_cons: string;
  counter_positioning: string;
};
type TBusinessFields = {
  business_email: string;
  calendar_link: string;
  one_line_summary: string;
  one_paragraph_summary: string;
  competitors: TCompetitorFields[];
};

/** Field messages keyed by path, e.g. "competitors.0.competitor_twitter_handle". */
export type TBusinessProblems = Record<string, string>;

/**
 * Checks a whole business info form, as POST /api/business/info would: the body to send
 * (trimmed, a handle without its @), or the first message of each field that is not right.
 */
export function checkBusinessInfo(
  input: TBusinessFields,
): { ok: true; body: TBusinessFields } | { ok: false; errors: TBusinessProblems } {
  const errors: TBusinessProblems = {};
  const text = (path: string, value: string, max: number, label: string) => {
    const trimmed = value.trim();
    if (trimmed.length > max) errors[path] ??= BUSINESS_MESSAGES.tooLong(label, max);
    return trimmed;
  };
  const address = (path: string, value: string, label: string) => {
    const trimmed = text(path, value, BUSINESS_LIMITS.url, label);
    if (trimmed !== '' && !isHttpAddress(trimmed)) errors[path] ??= BUSINESS_MESSAGES.notHttpAddress(label);
    return trimmed;
  };
  const L = BUSINESS_FIELD_LABELS;

  const email = text('business_email', input.business_email, BUSINESS_LIMITS.email, L.business_email);
  if (email !== '' && !isEmailAddress(email)) errors.business_email ??= BUSINESS_MESSAGES.emailInvalid;
  const body: TBusinessFields = {
    business_email: email,
    calendar_link: address('calendar_link', input.calendar_link, L.calendar_link),
    one_line_summary: text(
      'one_line_summary',
      input.one_line_summary,
      BUSINESS_LIMITS.oneLine,
      L.one_line_summary,
    ),
    one_paragraph_summary: text(
      'one_paragraph_summary',
      input.one_paragraph_summary,
      BUSINESS_LIMITS.paragraph,
      L.one_paragraph_summary,
    ),
    competitors: input.competitors.map((c, i) => {
      const at = (field: keyof TCompetitorFields) => `competitors.${i}.${field}`;
      const name = c.competitor_name.trim();
      if (name === '') errors[at('competitor_name')] ??= BUSINESS_MESSAGES.competitorNameRequired;
      else if (name.length > BUSINESS_LIMITS.competitorName)
        errors[at('competitor_name')] ??= BUSINESS_MESSAGES.competitorNameTooLong;
      const website = address(at('competitor_website'), c.competitor_website, L.competitor_website);
      const handle = text(
        at('competitor_twitter_handle'),
        c.competitor_twitter_handle,
        COMPETITOR_HANDLE_INPUT_MAX,
        L.competitor_twitter_handle,
      ).replace(/^@+/, '');
      if (handle !== '' && !isXHandle(handle))
        errors[at('competitor_twitter_handle')] ??= BUSINESS_MESSAGES.handleInvalid;
      const long = (
        field: 'competitor_summary' | 'competitor_pros' | 'competitor_cons' | 'counter_positioning',
      ) => text(at(field), c[field], BUSINESS_LIMITS.competitorText, L[field]);
      return {
        competitor_name: name,
        competitor_website: website,
        competitor_twitter_handle: handle,
        competitor_summary: long('competitor_summary'),
        competitor_pros: long('competitor_pros'),
        competitor_cons: long('competitor_cons'),
        counter_positioning: long('counter_positioning'),
      };
    }),
  };
  if (input.competitors.length > BUSINESS_LIMITS.competitors)
    errors.competitors ??= BUSINESS_MESSAGES.tooManyCompetitors;
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}
