import { renderInApp as renderAt } from '@/test/render-in-app';
import type { ReactNode } from 'react';
import type { TBusinessInfo } from '@gatling/shared/api/business';
import { json } from '@/test/fake-api';

export const ACME = {
  competitor_name: 'Acme Replies',
  competitor_website: 'https://acme.example.com',
  competitor_twitter_handle: 'acmereplies',
  competitor_summary: 'Bulk auto-replies',
  competitor_pros: 'Cheap',
  competitor_cons: 'Sounds like a bot',
  counter_positioning: 'Every reply is in your own voice, and you approve it',
} as const;

/** Business info as the server answers it; by default filled in with one competitor. */
export function businessInfo(overrides: Partial<TBusinessInfo> = {}): TBusinessInfo {
  return {
    business_email: 'hello@gatling.example',
    calendar_link: 'https://cal.example.com/ada',
    one_line_summary: 'Replies at scale, in your voice',
    one_paragraph_summary: 'An assistant that drafts replies you approve with a swipe.',
    competitors: [{ ...ACME }],
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const EMPTY_INFO: TBusinessInfo = {
  business_email: '',
  calendar_link: '',
  one_line_summary: '',
  one_paragraph_summary: '',
  competitors: [],
  updated_at: null,
};

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'VALIDATION_FAILED') =>
  json({ detail, code }, status);

/** The JSON bodies sent with `method` to /api/business/info. */
export function bodiesOf(
  calls: { method: string; path: string; init: RequestInit | undefined }[],
  method: string,
) {
  return calls
    .filter((c) => c.method === method && c.path === '/api/business/info')
    .map((c) => (c.init?.body ? (JSON.parse(String(c.init.body)) as unknown) : undefined));
}

/** Renders `element` at /business in the app's providers (see @/test/render-in-app). */
export function renderInApp(element: ReactNode, path = '/business') {
  return renderAt(element, { path, retries: 'none' });
}

export { sequence } from '@/test/fake-api';

export { resetToasts, toastWith, Where } from '@/test/render-in-app';

export { signedInServer } from '@/test/signed-in-server';
