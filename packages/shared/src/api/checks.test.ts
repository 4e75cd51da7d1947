import { describe, expect, it } from 'vitest';
import { ZBusinessInfoInput } from './business';
import { checkBusinessInfo } from './business-checks';
import { blueskyConnectProblem } from './connection-checks';
import { ZBlueskyConnectInput } from './connections';
import { checkRule, checkRulePatch } from './rule-checks';
import { ZRuleInput, ZRulePatchInput } from './rules';

/** The zod-free checks the web runs before sending agree with the schemas the server parses with. */

const competitor = (over: Record<string, string> = {}) => ({
  competitor_name: 'Acme',
  competitor_website: '',
  competitor_twitter_handle: '',
  competitor_summary: '',
  competitor_pros: '',
  competitor_cons: '',
  counter_positioning: '',
  ...over,
});
const business = (over: Record<string, unknown> = {}) => ({
  business_email: '',
  calendar_link: '',
  one_line_summary: '',
  one_paragraph_summary: '',
  competitors: [] as ReturnType<typeof competitor>[],
  ...over,
});

function schemaErrors(input: unknown) {
  const parsed = ZBusinessInfoInput.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

describe('business info checks', () => {
  const cases = [
    business({ business_email: ' me@example.com ', calendar_link: 'https://cal.example.com/me' }),
    business({ business_email: 'not an address', calendar_link: 'javascript:alert(1)' }),
    business({ calendar_link: 'http:example.com' }),
    business({ calendar_link: 'ftp://example.com' }),
    business({ calendar_link: 'https://' + 'a'.repeat(2050) }),
    business({ one_line_summary: 'x'.repeat(201), one_paragraph_summary: 'y'.repeat(2001) }),
    business({ competitors: [competitor({ competitor_twitter_handle: '@@acme_co' })] }),
    business({ competitors: [competitor({ competitor_twitter_handle: 'far-too-long-handle' })] }),
    business({ competitors: [competitor({ competitor_twitter_handle: '@'.repeat(65) })] }),
    business({ competitors: [competitor({ competitor_name: '  ', competitor_website: 'www.acme.com' })] }),
    business({
      competitors: [competitor({ competitor_name: 'n'.repeat(121), competitor_pros: 'p'.repeat(2001) })],
    }),
    business({ competitors: Array.from({ length: 21 }, () => competitor()) }),
  ];
  it.each(cases.map((c, i) => [i, c]))('case %i: same body or same messages as the schema', (_, input) => {
    expect(checkBusinessInfo(input)).toEqual(schemaErrors(input));
  });
});

describe('rule checks', () => {
  const drafts = [
    { trigger_prompt: '  asks about pricing ', semantic_response: ' point to the plans ' },
    { trigger_prompt: 'asks', semantic_response: '   ' },
    { trigger_prompt: '   ', semantic_response: 'x' },
    { trigger_prompt: 't'.repeat(501), semantic_response: '' },
    { trigger_prompt: 'ok', semantic_response: 's'.repeat(2001) },
  ];
  it.each(drafts)('a new rule: %o', (draft) => {
    const parsed = ZRuleInput.safeParse(draft);
    expect(checkRule(draft)).toEqual(
      parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, message: parsed.error.issues[0]?.message },
    );
  });
  const patches = [
    { trigger_prompt: 'new' },
    { trigger_prompt: '' },
    { semantic_response: null },
    { semantic_response: 's'.repeat(2001) },
    {},
  ];
  it.each(patches)('a change: %o', (patch) => {
    const parsed = ZRulePatchInput.safeParse(patch);
    expect(checkRulePatch(patch)).toEqual(
      parsed.success ? { ok: true, value: patch } : { ok: false, message: parsed.error.issues[0]?.message },
    );
  });
});

describe('Bluesky connect checks', () => {
  const inputs = [
    { identifier: ' @alice.bsky.social ', app_password: 'abcd-efgh-ijkl-mnop' },
    { identifier: ' @@ ', app_password: '' },
    { identifier: 'a'.repeat(255), app_password: 'x' },
    { identifier: 'alice', app_password: '   ' },
    { identifier: 'alice', app_password: 'p'.repeat(129) },
  ];
  it.each(inputs)('%o', (input) => {
    const issue = ZBlueskyConnectInput.safeParse(input).error?.issues[0];
    expect(blueskyConnectProblem(input)).toEqual(
      issue ? { field: issue.path[0], message: issue.message } : null,
    );
  });
});
