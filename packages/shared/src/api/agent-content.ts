/**
 * What both ends need of the agent chat at runtime, without zod: the input limit, the markers an
 * assistant's content holds and how it splits, and the header naming a turn's session. The
 * schemas are in ./agent.
 */

/** Longest chat message accepted from the user. */
export const AGENT_INPUT_MAX = 4000;
/** Longest session title kept (the first message, shortened). */
export const AGENT_TITLE_MAX = 80;

/**
 * docs/product/data.md Chat message: an assistant's content may hold a reasoning part and an answer part split
 * by the answer marker, and ends with the completed marker once the answer is whole. Content
 * without the answer marker is all answer. The markers are on their own lines.
 */
export const AGENT_ANSWER_MARKER = '<|answer|>';
export const AGENT_COMPLETED_MARKER = '<|completed|>';
/**
 * Opens the reasoning part when the model streams its reasoning live: the content is reasoning until
 * the answer marker arrives (or for good, when the answer was cut short before it began).
 */
export const AGENT_REASONING_MARKER = '<|reasoning|>';
/** The response header of POST /api/agent/ that names the session the turn belongs to. */
export const AGENT_SESSION_HEADER = 'x-session-id';

/** A model's thinking aloud inside its answer (local models wrap it in <think>…</think>). */
const THINK_BLOCK = /<think>([\s\S]*?)<\/think>/gi;

/**
 * Splits stored or streamed assistant content into its reasoning and answer (docs/product/data.md).
 * Reasoning is what comes before the answer marker, after the reasoning marker when there is one;
 * content with the reasoning marker but no answer marker (yet) is all reasoning. <think> blocks
 * left inside an answer (answers stored before they were split out) count as reasoning too.
 */
export function splitAgentContent(content: string): {
  reasoning: string | null;
  answer: string;
  completed: boolean;
} {
  const completed = content.includes(AGENT_COMPLETED_MARKER);
  let body = content.replace(AGENT_COMPLETED_MARKER, '');
  const reasoningAt = body.indexOf(AGENT_REASONING_MARKER);
  if (reasoningAt !== -1) body = body.slice(reasoningAt + AGENT_REASONING_MARKER.length);
  const at = body.indexOf(AGENT_ANSWER_MARKER);
  const noAnswerYet = at === -1 && reasoningAt !== -1;
  const before = at === -1 ? (noAnswerYet ? body : '') : body.slice(0, at);
  const after = at === -1 ? (noAnswerYet ? '' : body) : body.slice(at + AGENT_ANSWER_MARKER.length);
  const thoughts = [...after.matchAll(THINK_BLOCK)].map((m) => (m[1] ?? '').trim());
  const reasoning = [before.trim(), ...thoughts].filter((part) => part !== '').join('\n\n');
  return {
    reasoning: reasoning === '' ? null : reasoning,
    answer: after.replace(THINK_BLOCK, '').trim(),
    completed,
  };
}
