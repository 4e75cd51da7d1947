import { jsonAnswerInstruction } from './json-text';
import type { TTask } from './types';

/**
 * Characters per token, counted low so the estimate errs long: English prose runs near four,
 * other scripts and JSON fewer. An estimate a little long costs a call split in two; one too short
 * lets a server that cuts silently (Ollama) lose the start of the prompt.
 */
export const CHARS_PER_TOKEN = 3;

/**
 * About how many tokens of context a task's call on `input` takes: its prompt as an
 * OpenAI-compatible server is sent it (the system prompt with the JSON answer format appended,
 * run-task.ts, then the user's part), from its length, and the room its answer is given
 * (TTask.outputTokens). Where a window is known (LanguageService.contextTokens) this is what must
 * fit in it.
 */
export function estimatedCallTokens<TInput, TOutput>(task: TTask<TInput, TOutput>, input: TInput): number {
  const { system, prompt } = task.build(input);
  const chars = system.length + 2 + jsonAnswerInstruction(task.schema).length + prompt.length;
  return Math.ceil(chars / CHARS_PER_TOKEN) + (task.outputTokens?.(input) ?? task.maxOutputTokens);
}
