import type { LanguageService, TTask, TTaskName } from '../../src/integrations/llm/types';

type TAnswer = (input: never) => unknown;

/**
 * A language service for route tests: each task answers with what the test scripted for it (then
 * the task's schema and post-processing run, as on a model's answer). Records every call.
 */
export function scriptedLanguageService() {
  const script: Partial<Record<TTaskName, TAnswer>> = {};
  const calls: { task: TTaskName; input: unknown; userId: string | null }[] = [];
  /** The window it reports (LanguageService.contextTokens): none, as a provider that refuses overlong prompts. */
  let window: number | null = null;
  const service: LanguageService = {
    kind: 'openai-compatible',
    model: 'scripted',
    async run<TInput, TOutput>(task: TTask<TInput, TOutput>, input: TInput, ctx: { userId: string | null }) {
      calls.push({ task: task.name, input, userId: ctx.userId });
      const answer = script[task.name];
      if (!answer) throw new Error(`no scripted answer for ${task.name}`);
      const raw = task.schema.parse(await (answer as (i: TInput) => unknown)(input));
      return task.postProcess ? task.postProcess(raw, input) : raw;
    },
    // eslint-disable-next-line require-yield
    async *streamChat() {
      throw new Error('the agent chat is not scripted');
    },
    contextTokens: () => Promise.resolve(window),
  };
  return {
    service,
    calls,
    /** Sets (or with undefined, removes) a task's answer. */
    answer<TInput>(task: TTaskName, fn: ((input: TInput) => unknown) | undefined) {
      if (fn) script[task] = fn as TAnswer;
      else delete script[task];
    },
    /** Reports a context window, as a user's Ollama does (null: none). */
    contextTokens(tokens: number | null) {
      window = tokens;
    },
    reset() {
      calls.length = 0;
      window = null;
      for (const key of Object.keys(script) as TTaskName[]) delete script[key];
    },
  };
}
