import { expect } from 'vitest';
import { encodeTriggerPrompt } from '@gatling/shared/api/rules-routes';
import { ZRulesAnswer, ZRulesCreateAnswer, type TRuleInput } from '@gatling/shared/api/rules';
import type { TSession } from '@gatling/shared/api/session';
import { bearer, uniqueEmail, type TTestApp } from '../harness';

/** The /api/qualification-rules routes through app.request; `at` is a rule's path by its trigger prompt. */
export function rulesKit(t: TTestApp) {
  const newUser = () => t.signUpAndConfirm(uniqueEmail('rules'));
  const send = (session: TSession, method: string, path: string, body?: unknown) =>
    t.request(`/api/qualification-rules${path}`, {
      method,
      headers: { ...bearer(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const list = async (session: TSession) => {
    const res = await send(session, 'GET', '');
    expect(res.status, await res.clone().text()).toBe(200);
    return ZRulesAnswer.strict().parse(await res.json()).rules;
  };
  const triggers = async (session: TSession) => (await list(session)).map((r) => r.trigger_prompt);
  const create = async (session: TSession, rules: TRuleInput[]) => {
    const res = await send(session, 'POST', '', rules);
    expect(res.status, await res.clone().text()).toBe(201);
    return ZRulesCreateAnswer.strict().parse(await res.json()).rules;
  };
  const at = (trigger: string) => `/${encodeTriggerPrompt(trigger)}`;
  return { newUser, send, list, triggers, create, at };
}
