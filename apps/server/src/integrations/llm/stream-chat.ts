import { streamText, type FinishReason } from 'ai';
import { llmError } from './errors';
import type { TServiceCore } from './service-core';
import { isOpenAiReasoningModel, outputTokenCap } from './providers';
import type { TCallContext, TChatInput } from './types';

/** Enough for a thorough chat answer; the system prompt asks for short ones. */
const CHAT_ANSWER_TOKENS = 1500;
const CHAT_TEMPERATURE = 0.6;

/**
 * The agent chat as text chunks, in the order the model sends them. The timeout is an idle timeout:
 * it restarts with every chunk, so a long answer that keeps coming is not cut off. When the consumer
 * stops reading, the HTTP request is aborted. One llm_calls row per turn.
 */
export async function* streamChat(
  core: TServiceCore,
  input: TChatInput,
  ctx: TCallContext,
): AsyncGenerator<string, void, undefined> {
  if (ctx.signal?.aborted) throw llmError('aborted', 'agent-chat');
  const handle = core.begin('agent-chat', ctx);
  const { call } = handle;
  const { target } = core;
  try {
    const result = streamText({
      model: core.model,
      system: input.system,
      messages: input.messages,
      maxOutputTokens: outputTokenCap(target, CHAT_ANSWER_TOKENS),
      temperature: CHAT_TEMPERATURE,
      maxRetries: core.maxRetries,
      abortSignal: call.signal,
      ...(target.kind === 'openai' && isOpenAiReasoningModel(target.model)
        ? { providerOptions: { openai: { reasoningEffort: 'low' } } }
        : {}),
      // Errors are read from the stream below; the default handler would print them to the console.
      onError: () => undefined,
    });
    let yielded = false;
    let finishReason: FinishReason = 'other';
    for await (const part of result.fullStream) {
      call.touch();
      if (part.type === 'text-delta' && part.text !== '') {
        yielded = true;
        yield part.text;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'finish') {
        handle.addUsage(part.totalUsage);
        finishReason = part.finishReason;
      }
    }
    call.signal.throwIfAborted();
    if (!yielded) {
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
