import type { TApiRoute } from './contract';
import type {
  ZRuleAnswer,
  ZRuleDeleteAnswer,
  ZRulePatchInput,
  ZRulesAnswer,
  ZRulesCreateAnswer,
  ZRulesCreateInput,
} from './rules';

/** docs/product/api.md: every non-alphanumeric character of the trigger prompt is percent-encoded in the path. */
export function encodeTriggerPrompt(trigger: string): string {
  // encodeURIComponent leaves - _ . ! ~ * ' ( ) as they are; the spec wants them encoded too.
  return encodeURIComponent(trigger).replace(
    /[^A-Za-z0-9%]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * The routes of rules as both ends call them, without zod: the web bundles these and types its
 * calls from their schemas' types; ./contracts pairs each with the schemas the server checks.
 */
export const listRulesRoute = {
  method: 'get',
  path: '/qualification-rules',
  types: {} as { answer: typeof ZRulesAnswer },
} as const satisfies TApiRoute;

export const createRulesRoute = {
  method: 'post',
  path: '/qualification-rules',
  types: {} as { body: typeof ZRulesCreateInput; answer: typeof ZRulesCreateAnswer },
} as const satisfies TApiRoute;

export const updateRuleRoute = {
  method: 'patch',
  path: '/qualification-rules/:trigger',
  encode: encodeTriggerPrompt,
  types: {} as { body: typeof ZRulePatchInput; answer: typeof ZRuleAnswer },
} as const satisfies TApiRoute;

export const deleteRuleRoute = {
  method: 'delete',
  path: '/qualification-rules/:trigger',
  encode: encodeTriggerPrompt,
  types: {} as { answer: typeof ZRuleDeleteAnswer },
} as const satisfies TApiRoute;
