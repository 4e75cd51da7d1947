import { describe, expect, it } from 'vitest';
import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_REASONING_MARKER,
  splitAgentContent,
} from './agent';

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

  it('reads streamed reasoning as reasoning until the answer begins', () => {
    expect(splitAgentContent(`${AGENT_REASONING_MARKER}\nThey sell to found`)).toEqual({
      reasoning: 'They sell to found',
      answer: '',
      completed: false,
    });
    expect(
      splitAgentContent(
        `${AGENT_REASONING_MARKER}\nThey sell to founders.\n${AGENT_ANSWER_MARKER}\nTry "churn".\n${AGENT_COMPLETED_MARKER}`,
      ),
    ).toEqual({ reasoning: 'They sell to founders.', answer: 'Try "churn".', completed: true });
  });

  it('moves <think> blocks left in a stored answer to the reasoning', () => {
    expect(
      splitAgentContent(
        `${AGENT_ANSWER_MARKER}\n<think>\nWhat do they sell?\n</think>\n\nTry "churn".\n${AGENT_COMPLETED_MARKER}`,
      ),
    ).toEqual({ reasoning: 'What do they sell?', answer: 'Try "churn".', completed: true });
  });
});
