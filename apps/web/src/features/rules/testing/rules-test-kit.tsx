import { renderInApp as renderAt } from '@/test/render-in-app';
import type { ReactNode } from 'react';
import type { TQualificationRule } from '@gatling/shared/api/rules';
import { json } from '@/test/fake-api';

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

/** Answers each call with the next handler; the last one repeats. */
export function sequence(...handlers: (() => Response | Promise<Response>)[]) {
  let i = 0;
  return () => handlers[Math.min(i++, handlers.length - 1)]!();
}

/** Renders `element` at /reply-rules in the app's providers (see @/test/render-in-app). */
export function renderInApp(element: ReactNode, path = '/reply-rules') {
  return renderAt(element, { path, retries: 'none' });
}

export { resetToasts, Where } from '@/test/render-in-app';

export { signedInServer } from '@/test/signed-in-server';
