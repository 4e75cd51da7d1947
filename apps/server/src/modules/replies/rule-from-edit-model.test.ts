import { beforeEach, describe, expect, test } from 'vitest';
import { ZEditSubmitAnswer } from '@gatling/shared/api/replies';
import { ZRulesAnswer } from '@gatling/shared/api/rules';
import type { TSession } from '@gatling/shared/api/session';
import type { TInferRuleInput, TInferRuleOutput } from '../../drafting/types';
import { useTestApp } from '#test/harness';
import { testOriginalMessage } from '#test/kits/replies';
import { reviewKit } from '#test/kits/review';
import { scriptedLanguageService } from '#test/kits/scripted-language-service';

/** "Save as Qualification Rule" with a model answering: its rule is checked like the offline one. */
const llm = scriptedLanguageService();
const t = useTestApp({}, { llm: () => llm.service });
const kit = reviewKit(t);
beforeEach(() => llm.reset());

const POST = 'Our CRM has been down for three hours and support is not answering. Unacceptable.';
const DRAFT =
  'That sounds rough. Full disclosure, I work on Acme CRM, which has had no outage this year. What happened?';
const EDITED = "That sounds rough. Hope it's back up soon.";
/** What the offline inference makes of this edit (drafting/edit-rules/infer-rule.test.ts has the case). */
const OFFLINE_RULE = {
  trigger_prompt: 'Posts where someone is complaining about a tool',
  semantic_response:
    "Don't mention the product when someone is complaining. Don't ask a question. Keep it short.",
};

function modelSays(answer: Partial<TInferRuleOutput>): TInferRuleInput[] {
  const inputs: TInferRuleInput[] = [];
  llm.answer<TInferRuleInput>('infer-rule-from-edit', (input) => {
    inputs.push(input);
    return { rule_found: true, trigger_prompt: '', semantic_response: '', description: '', ...answer };
  });
  return inputs;
}

async function submitEdit(session: TSession) {
  const draft = await kit.draftFor(session, {
    post: testOriginalMessage({ text: POST }),
    suggestedResponse: DRAFT,
  });
  const res = await kit.call(session, '/edit/submit', {
    reply_id: draft.id,
    original_text: DRAFT,
    edited_text: EDITED,
    edit_type: 'professional',
    save_as_rule: true,
    dry_send: false,
  });
  return ZEditSubmitAnswer.strict().parse(await kit.ok(res));
}

const savedRules = async (session: TSession) =>
  ZRulesAnswer.parse(await kit.ok(await kit.get(session, '/qualification-rules'))).rules.map(
    ({ trigger_prompt, semantic_response }) => ({ trigger_prompt, semantic_response }),
  );

describe('edit/submit with save_as_rule, a model inferring the rule', () => {
  test("a clean rule is saved as the model wrote it; the model was given the user's business", async () => {
    const ada = await kit.newUser();
    await kit.ok(
      await kit.call(ada, '/business/info', { one_line_summary: 'Acme CRM for small sales teams' }),
    );
    const inputs = modelSays({
      trigger_prompt: 'Complaints about a CRM being down.',
      semantic_response: "Don't pitch Acme. Keep it to two short sentences",
      description: 'You took out the pitch; replies to such complaints will leave it out too.',
    });
    const answer = await submitEdit(ada);
    expect(answer).toMatchObject({
      rule_status: 'created',
      inferred_rule: {
        trigger_prompt: 'Complaints about a CRM being down',
        semantic_response: "Don't pitch Acme. Keep it to two short sentences.",
        description: 'You took out the pitch; replies to such complaints will leave it out too.',
      },
    });
    expect(inputs[0]).toMatchObject({
      draft: DRAFT,
      final: EDITED,
      business: { one_line_summary: 'Acme CRM for small sales teams' },
    });
  });

  test.each([
    ['an empty answer', {}],
    [
      'a garbled trigger',
      { trigger_prompt: 'Posts about three hours and', semantic_response: 'No pitch.', description: 'Done.' },
    ],
    [
      'a fragment of the edit quoted',
      {
        trigger_prompt: 'Complaints about tools',
        semantic_response: 'Say "back up soon and".',
        description: 'Done.',
      },
    ],
  ])('%s falls back to the offline inference from the same edit', async (_, answer) => {
    const ada = await kit.newUser();
    modelSays(answer);
    const result = await submitEdit(ada);
    expect(result).toMatchObject({
      rule_status: 'created',
      inferred_rule: OFFLINE_RULE,
      no_rule_reason: null,
    });
    expect(await savedRules(ada)).toEqual([OFFLINE_RULE]);
  });

  test('the model finding no rule saves none, and its reason is the answer', async () => {
    const ada = await kit.newUser();
    modelSays({ rule_found: false, description: 'You only reworded the reply; there is nothing to repeat.' });
    const result = await submitEdit(ada);
    expect(result).toMatchObject({
      status: 'scheduled',
      inferred_rule: null,
      rule_status: 'none',
      no_rule_reason: 'You only reworded the reply; there is nothing to repeat.',
    });
    expect(await savedRules(ada)).toEqual([]);
  });
});
