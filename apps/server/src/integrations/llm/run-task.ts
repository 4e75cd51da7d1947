import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  type FinishReason,
  type ModelMessage,
  type SystemModelMessage,
} from 'ai';
import { llmError, looksLikeRefusal } from './errors';
import { describeIssues, extractJsonObject, jsonAnswerInstruction } from './json-text';
import type { TCallHandle, TServiceCore } from './service-core';
import { isOpenAiReasoningModel, outputTokenCap } from './providers';
import { withRetries } from './retry-policy';
import type { TCallContext, TTask } from './types';

type TAttempt<TOutput> = { ok: true; value: TOutput } | { ok: false; text: string; problem: string };

/**
 * Runs a structured task: the prompt, the provider's structured output where it has one, a tolerant
 * read of plain JSON text where it does not, one repair attempt when the answer does not fit the
 * schema, then the task's post-processing. One llm_calls row either way.
 */
export async function runTask<TInput, TOutput>(
  core: TServiceCore,
  task: TTask<TInput, TOutput>,
  input: TInput,
  ctx: TCallContext,
): Promise<TOutput> {
  if (ctx.signal?.aborted) {
    throw llmError('aborted', task.name);
  }
  const handle = core.begin(task.name, ctx);
  try {
    const prompt = task.build(input);
    const messages: ModelMessage[] = [{ role: 'user', content: prompt.prompt }];
    let answer = await attemptWithJsonFallback(core, handle, task, prompt.system, messages);
    if (!answer.ok) {
      messages.push(
        { role: 'assistant', content: answer.text },
        {
          role: 'user',
          content: `That answer could not be used:\n${answer.problem}\nAnswer again with only the corrected JSON object, in the required shape.`,
        },
      );
      answer = await attemptWithJsonFallback(core, handle, task, prompt.system, messages);
      if (!answer.ok) throw llmError('malformed', task.name, { cause: new Error(answer.problem) });
    }
    const output = task.postProcess ? task.postProcess(answer.value, input) : answer.value;
    await handle.finish();
    return output;
  } catch (err) {
    throw (await handle.finish(err)) ?? err;
  }
}

/** An OpenAI-compatible server that refuses JSON mode is asked again, and from then on, in plain text. */
async function attemptWithJsonFallback<TInput, TOutput>(
  core: TServiceCore,
  handle: TCallHandle,
  task: TTask<TInput, TOutput>,
  system: string,
  messages: ModelMessage[],
): Promise<TAttempt<TOutput>> {
  try {
    return await attempt(core, handle, task, system, messages);
  } catch (err) {
    const cause = RetryError.isInstance(err) ? err.lastError : err;
    const refusesJsonMode =
      core.jsonMode === 'json_object' &&
      APICallError.isInstance(cause) &&
      cause.statusCode === 400 &&
      /response_format|json_object|json mode/i.test(`${cause.message} ${cause.responseBody ?? ''}`);
    if (!refusesJsonMode) throw err;
    core.jsonMode = 'text';
    core.logger.info(
      { provider: core.target.kind, model: core.target.model },
      'the OpenAI-compatible server refused JSON mode; asking for JSON in the prompt from now on',
    );
    return attempt(core, handle, task, system, messages);
  }
}

async function attempt<TInput, TOutput>(
  core: TServiceCore,
  handle: TCallHandle,
  task: TTask<TInput, TOutput>,
  system: string,
  messages: ModelMessage[],
): Promise<TAttempt<TOutput>> {
  const { target } = core;
  const mode = core.jsonMode;
  let text: string;
  let finishReason: FinishReason;
  let value: TOutput | undefined;
  try {
    const instructions = mode === 'schema' ? system : `${system}\n\n${jsonAnswerInstruction(task.schema)}`;
    const result = await withRetries(core, handle, (abortSignal) =>
      generateText({
        model: core.model,
        system: cachedSystem(core, instructions),
        messages,
        maxOutputTokens: outputTokenCap(target, task.maxOutputTokens),
        temperature: task.temperature,
        // Retries are withRetries': one timeout per attempt, the provider's Retry-After kept.
        maxRetries: 0,
        abortSignal,
        ...(mode === 'text' ? {} : { output: Output.object({ schema: task.schema, name: 'answer' }) }),
        ...(target.kind === 'openai' && isOpenAiReasoningModel(target.model)
          ? { providerOptions: { openai: { reasoningEffort: 'low' } } }
          : {}),
      }),
    );
    handle.addUsage(result.totalUsage);
    if (result.warnings?.length)
      core.logger.debug({ task: task.name, warnings: result.warnings }, 'model warnings');
    text = result.text;
    finishReason = result.finishReason;
    if (mode !== 'text' && finishReason !== 'content-filter') value = readOutput(() => result.output);
  } catch (err) {
    if (!NoObjectGeneratedError.isInstance(err)) throw err;
    handle.addUsage(err.usage);
    text = err.text ?? '';
    finishReason = err.finishReason ?? 'other';
  }
  if (finishReason === 'content-filter') throw llmError('refused', task.name);
  if (value !== undefined) return { ok: true, value };
  if (text.trim() === '') throw llmError(finishReason === 'length' ? 'truncated' : 'empty', task.name);
  const candidate = extractJsonObject(text);
  if (candidate === undefined) {
    if (looksLikeRefusal(text)) throw llmError('refused', task.name);
    if (finishReason === 'length') throw llmError('truncated', task.name);
    return { ok: false, text, problem: '- the answer was not a JSON object' };
  }
  const parsed = task.schema.safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data };
  if (finishReason === 'length') throw llmError('truncated', task.name);
  return { ok: false, text, problem: describeIssues(parsed.error) };
}

/**
 * The system prompt is the stable part of a task's prompt (who the user is, their voice, the rules);
 * what changes per call comes after it. Anthropic caches a prefix only where asked to: the system
 * block is marked, so the next call of the same user within five minutes reads it at a tenth of the
 * input price. OpenAI and compatible servers cache long prefixes on their own.
 */
function cachedSystem(core: TServiceCore, system: string): string | SystemModelMessage {
  if (core.target.kind !== 'anthropic') return system;
  return {
    role: 'system',
    content: system,
    providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
  };
}

/** `result.output` throws when the step produced none (e.g. no text at all); that is read as text. */
function readOutput<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (err) {
    if (NoOutputGeneratedError.isInstance(err)) return undefined;
    throw err;
  }
}
