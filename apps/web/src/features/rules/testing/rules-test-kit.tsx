import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { json } from '@/test/fake-api';
import { renderInApp, toastWith as toastTitled } from '@/test/render-in-app';
import { signedInServer } from '@/test/signed-in-server';
import { RulesPage } from '../components/rules-page';
import { RULES_COPY as COPY } from '../texts';

/** A rule as the server answers it. */
export function rule(trigger_prompt: string, semantic_response: string | null = null): TQualificationRule {
  return {
    trigger_prompt,
    semantic_response,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  };
}

export const rulesAnswer = (rules: TQualificationRule[]) => json({ rules });

/** An error answer of our API. */
export const apiError = (status: number, detail: string, code = 'CONFLICT') => json({ detail, code }, status);

/** The calls to paths starting with `prefix`, with their JSON bodies. */
export function callsTo(
  calls: { method: string; url: URL; init: RequestInit | undefined }[],
  method: string,
) {
  return calls
    .filter((c) => c.method === method && c.url.pathname.startsWith('/api/qualification-rules'))
    .map((c) => ({
      // The path exactly as sent (percent-encoding kept).
      path: c.url.pathname,
      body: c.init?.body ? (JSON.parse(String(c.init.body)) as unknown) : undefined,
    }));
}

/** A trigger with a slash, a percent sign, brackets, an apostrophe, a hyphen and an emoji. */
export const ODD = "Price/plan 100% (B2B) 🚀 isn't-it?";
/** Its path segment, spelled out by hand: every non-alphanumeric character percent-encoded. */
export const ODD_PATH =
  '/api/qualification-rules/Price%2Fplan%20100%25%20%28B2B%29%20%F0%9F%9A%80%20isn%27t%2Dit%3F';

export const NEWSLETTER = rule('Someone asks how to grow a newsletter', 'Share the referral-loop playbook');

/** Renders /reply-rules signed in, in the app's providers (see @/test/render-in-app), without retries. */
export async function renderRulesPage(routes: Parameters<typeof signedInServer>[0]) {
  const api = await signedInServer(routes);
  const view = renderInApp(<RulesPage />, { path: '/reply-rules', retries: 'none' });
  return { ...api, ...view };
}

/** The add form's fields (the first on the page; an open editor's come after). */
export const triggerField = () => screen.getAllByLabelText(COPY.trigger.label)[0]!;
export const semanticField = () => screen.getAllByLabelText(new RegExp(`^${COPY.semantic.label}`))[0]!;

/** The listed rule whose trigger is `trigger`. */
export const ruleItem = (trigger: string) =>
  within(screen.getByRole('list', { name: COPY.list.label }))
    .getByRole('button', { name: trigger })
    .closest('li')!;

/** Waits for the rule `trigger` to be listed, then clicks its button `name` (Edit or Delete). */
export async function clickOnRule(user: UserEvent, trigger: string, name: string) {
  await user.click(within(await waitFor(() => ruleItem(trigger))).getByRole('button', { name }));
}

/** The toast titled `title`, once shown; with `description`, checks that it says it too. */
export async function toastWith(title: string, description?: string) {
  const t = await toastTitled(title);
  if (description !== undefined) expect(t).toHaveTextContent(description);
  return t;
}

export { sequence } from '@/test/fake-api';

export { resetToasts } from '@/test/render-in-app';
