import type { TFakeReply } from './model-server';

/**
 * Reading a recorded model request and scripting its answer, free of the test runner: the API's
 * tests (through kits/llm.ts) and the browser journeys' model (e2e) share them.
 */

/** The model answers `text` (with this usage, when given). */
export const answer = (text: string, usage?: { input: number; output: number }): TFakeReply => ({
  type: 'text',
  text,
  ...(usage ? { usage } : {}),
});

/** The last user message a recorded request carried. */
export function lastUserMessage(body: Record<string, unknown>): string {
  const messages = (body.messages as { role: string; content: unknown }[]).filter((m) => m.role === 'user');
  const content = messages.at(-1)?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return (content as { text?: string }[]).map((c) => c.text ?? '').join('');
  return '';
}
