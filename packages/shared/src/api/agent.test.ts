import { describe, expect, it } from 'vitest';
import { AGENT_ANSWER_MARKER, AGENT_COMPLETED_MARKER, splitAgentContent } from './agent';

describe('splitAgentContent', () => {
  it('reads reasoning, answer and completion', () => {
    expect(
      splitAgentContent(
        `Looked at your rules.\n${AGENT_ANSWER_MARKER}\nTry "churn".\n${AGENT_COMPLETED_MARKER}`,
      ),
    ).toEqual({ reasoning: 'Looked at your rules.', answer: 'Try "churn".', completed: true });
  });

  it('treats content without the answer marker as all answer, still streaming', () => {
    expect(splitAgentContent('Partial ans')).toEqual({
      reasoning: null,
      answer: 'Partial ans',
      completed: false,
    });
  });

  it('has no reasoning when nothing comes before the marker', () => {
    expect(splitAgentContent(`${AGENT_ANSWER_MARKER}\nHi`)).toEqual({
      reasoning: null,
      answer: 'Hi',
      completed: false,
    });
  });
});
