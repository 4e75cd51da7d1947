import { generateText } from 'ai';
import { llmError } from './errors';
import { isOpenAiReasoningModel, outputTokenCap } from './providers';
import type { TServiceCore } from './service-core';
import type { TCallContext } from './types';

/** The test message: a model that can draft can answer it, and its answer is a word or two. */
const CHECK_PROMPT = 'Reply with the single word OK.';
const CHECK_ANSWER_TOKENS = 16;

/**
 * One short call that proves the key, the model name and the address work (Settings › Drafting
 * model's Test): no retries, so a refusal answers at once. Fails like a task, with the LlmError of
 * what went wrong; accounted as a 'check-model' call.
 */
export async function checkModel(core: TServiceCore, ctx: TCallContext): Promise<void> {
  if (ctx.signal?.aborted) throw llmError('aborted', 'check-model');
  const handle = core.begin('check-model', ctx);
  const { target } = core;
  try {
    const result = await generateText({
      model: core.model,
      prompt: CHECK_PROMPT,
      maxOutputTokens: outputTokenCap(target, CHECK_ANSWER_TOKENS),
      maxRetries: 0,
      abortSignal: handle.call.signal,
      ...(target.kind === 'openai' && isOpenAiReasoningModel(target.model)
        ? { providerOptions: { openai: { reasoningEffort: 'low' } } }
        : {}),
    });
    handle.addUsage(result.totalUsage);
    if (result.finishReason === 'content-filter') throw llmError('refused', 'check-model');
    // A reasoning model may spend the whole cap thinking: it answered, which is what is checked.
    if (result.text.trim() === '' && result.finishReason !== 'length') throw llmError('empty', 'check-model');
    await handle.finish();
  } catch (err) {
    throw (await handle.finish(err)) ?? err;
  }
}
