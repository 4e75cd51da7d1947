import { describe, expect, test } from 'vitest';
import { askInstruction } from './infer-rule-questions';
import { readSemanticResponse } from './rule-response';

describe('askInstruction', () => {
  test.each([
    [
      'How are you handling annual plans?',
      'Ask how they are handling annual plans.',
      'Curious how you are handling annual plans.',
    ],
    ['What do you use for auth?', 'Ask what they use for auth.', 'Curious what you use for auth.'],
    [
      'What does your onboarding look like today?',
      'Ask what their onboarding looks like today.',
      'Curious what your onboarding looks like today.',
    ],
    ["What's your setup?", 'Ask what their setup is.', 'Curious what your setup is.'],
    [
      'How is your onboarding going?',
      'Ask how their onboarding is going.',
      'Curious how your onboarding is going.',
    ],
    ['Who is this for?', 'Ask who this is for.', 'Curious who this is for.'],
    ['Which tool do you use?', 'Ask which tool they use.', 'Curious which tool you use.'],
    [
      'Have you tried annual billing?',
      'Ask whether they have tried annual billing.',
      'Curious whether you have tried annual billing.',
    ],
    [
      'Do you offer a free tier?',
      'Ask whether they offer a free tier.',
      'Curious whether you offer a free tier.',
    ],
    ['So, is it fixed now?', 'Ask whether it is fixed now.', 'Curious whether it is fixed now.'],
  ])('%s → %s, read back as %s', (question, instruction, readBack) => {
    expect(askInstruction(question)).toBe(instruction);
    expect(readSemanticResponse(instruction).sentences).toEqual([readBack]);
  });

  test.each([
    'What did you change first?',
    'What made you build it now?',
    'Thoughts?',
    'Stripe or Paddle, which one?',
    'Why not just use Postgres for everything, honestly, when it already does queues, search and cron jobs?',
  ])('%s cannot be turned around cleanly', (question) => {
    expect(askInstruction(question)).toBeNull();
  });
});
