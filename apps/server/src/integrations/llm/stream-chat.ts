import {
  extractReasoningMiddleware,
  streamText,
  wrapLanguageModel,
  type FinishReason,
  type LanguageModel,
} from 'ai';
import { llmError } from './errors';
import type { TServiceCore } from './service-core';
import { isOpenAiReasoningModel, outputTokenCap } from './providers';
import { retryDelay, waitToRetry } from './retry-policy';
import type { TCallContext, TChatChunk, TChatInput } from './types';

/** Enough for a thorough chat answer; the system prompt asks for short ones. */
const CHAT_ANSWER_TOKENS = 1500;
const CHAT_TEMPERATURE = 0.6;

/**
 * Local models think aloud in <think>…</think> before answering (sometimes with the closing tag
 * chunks later): that text is split out of the answer as reasoning while it streams, so the answer
 * never carries the tags. Reasoning a provider sends apart (reasoning_content) arrives as such anyway.
 */
function withThinkingSplitOut(model: LanguageModel): LanguageModel {
  if (typeof model === 'string' || model.specificationVersion !== 'v3') return model;
  return wrapLanguageModel({ model, middleware: extractReasoningMiddleware({ tagName: 'think' }) });
}

/**
 * The agent chat as chunks, in the order the model sends them: reasoning pieces, then answer text.
 * The timeout is an idle timeout: it restarts with every chunk, so a long answer that keeps coming is
 * not cut off. Until the first chunk, a failure is retried as a task's is (retry-policy.ts: a fresh
 * timer per attempt, the provider's Retry-After kept); once anything has reached the user, it is not.
 * When the consumer stops reading, the HTTP request is aborted. One llm_calls row per turn.
 */
export async function* streamChat(
  core: TServiceCore,
  input: TChatInput,
  ctx: TCallContext,
): AsyncGenerator<TChatChunk, void, undefined> {
  if (ctx.signal?.aborted) throw llmError('aborted', 'agent-chat');
  const handle = core.begin('agent-chat', ctx);
  const { call } = handle;
  const { target } = core;
  const model = withThinkingSplitOut(core.model);
  try {
    let yielded = false;
    let answered = false;
    let finishReason: FinishReason = 'other';
    for (let attempt = 0; ; attempt++) {
      const result = streamText({
        model,
        system: input.system,
        messages: input.messages,
        maxOutputTokens: outputTokenCap(target, CHAT_ANSWER_TOKENS),
        temperature: CHAT_TEMPERATURE,
        // Retries are the loop's, as for tasks: the SDK's waits would run on the idle timer.
        maxRetries: 0,
        abortSignal: call.nextAttempt(),
        ...(target.kind === 'openai' && isOpenAiReasoningModel(target.model)
          ? { providerOptions: { openai: { reasoningEffort: 'low' } } }
          : {}),
        // Errors are read from the stream below; the default handler would print them to the console.
        onError: () => undefined,
      });
      try {
        for await (const part of result.fullStream) {
          call.touch();
          // The first chunk ends an interactive call's deadline: from then on only the idle timer runs.
          if (!yielded && (part.type === 'text-delta' || part.type === 'reasoning-delta')) call.answered();
          if (part.type === 'text-delta' && part.text !== '') {
            yielded = true;
            answered ||= part.text.trim() !== '';
            yield part.text;
          } else if (part.type === 'reasoning-delta' && part.text !== '') {
            yielded = true;
            yield { reasoning: part.text };
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'finish') {
            handle.addUsage(part.totalUsage);
            finishReason = part.finishReason;
          }
        }
        call.signal.throwIfAborted();
        break;
      } catch (err) {
        const wait = yielded ? undefined : retryDelay(err, call, attempt, core.maxRetries);
        if (wait === undefined) throw err;
        await waitToRetry(call, wait);
      }
    }
    if (!answered) {
      const kind =
        finishReason === 'content-filter' ? 'refused' : finishReason === 'length' ? 'truncated' : 'empty';
      throw llmError(kind, 'agent-chat');
    }
    await handle.finish();
  } catch (err) {
    throw (await handle.finish(err)) ?? err;
  } finally {
    // Still open only when the consumer stopped reading (the client went away): stop the model too.
    if (!handle.finished()) {
      call.cancel();
      await handle.finish(llmError('aborted', 'agent-chat'));
    }
  }
}
