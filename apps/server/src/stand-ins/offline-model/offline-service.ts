import type { LanguageService, TCallContext, TTask } from '../../integrations/llm/types';
import { offlineAnswer, offlineChatAnswer } from './offline-answers';

/**
 * No model configured: the offline writer answers each task by its name (offline-answers.ts), and
 * the task's own post-processing (voice guard, length) runs as on a model's answer. Nothing is
 * accounted: offline calls cost nothing.
 */
export function createOfflineService(): LanguageService {
  return {
    kind: 'offline',
    model: 'offline',
    run<TInput, TOutput>(task: TTask<TInput, TOutput>, input: TInput, ctx: TCallContext): Promise<TOutput> {
      ctx.signal?.throwIfAborted();
      const raw = task.schema.parse(offlineAnswer(task.name, input));
      return Promise.resolve(task.postProcess ? task.postProcess(raw, input) : raw);
    },
    async *streamChat(input, ctx) {
      const text = offlineChatAnswer(input.name, input.messages, input.context);
      // Word-sized chunks, so the client's streaming path is the same as with a model.
      for (const piece of text.match(/\S+\s*/g) ?? []) {
        ctx.signal?.throwIfAborted();
        yield piece;
      }
    },
  };
}
