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
import { callProviderOptions, outputTokenCap } from './providers';
import { withRetries } from './retry-policy';
import type { TCallContext, TTask } from './types';

type TAttempt<TOutput> = { ok: true; value: TOutput } | { ok: false; text: string; problem: string };

/**
 * Runs a structured task: the prompt, the provider's structured output where it has one, a tolerant
 * read of plain JSON text where it does not, one repair attempt when the answer does not fit the
 * schema, then the task's post-processing. The output cap follows the input where the task sizes
 * it (TTask.outputTokens); an answer cut off at that cap is kept in part where the task can read
 * one (TTask.salvage). One llm_calls row either way.
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
    const answerTokens = task.outputTokens?.(input) ?? task.maxOutputTokens;
    const messages: ModelMessage[] = [{ role: 'user', content: prompt.prompt }];
    const ask = () =>
      attemptWithJsonFallback(core, handle, task, { system: prompt.system, messages, answerTokens });
    let answer = await ask();
    if (!answer.ok) {
      messages.push(
        { role: 'assistant', content: answer.text },
        {
          role: 'user',
          content: `That answer could not be used:\n${answer.problem}\nAnswer again with only the corrected JSON object, in the required shape.`,
        },
      );
      answer = await ask();
      if (!answer.ok) throw llmError('malformed', task.name, { cause: new Error(answer.problem) });
    }
    const output = task.postProcess ? task.postProcess(answer.value, input) : answer.value;
    await handle.finish();
    return output;
  } catch (err) {
    throw (await handle.finish(err)) ?? err;
  }
}

/** One request of a task: the system prompt, the conversation so far, the answer's room in tokens. */
type TRequest = { system: string; messages: ModelMessage[]; answerTokens: number };

/** An OpenAI-compatible server that refuses JSON mode is asked again, and from then on, in plain text. */
async function attemptWithJsonFallback<TInput, TOutput>(
  core: TServiceCore,
  handle: TCallHandle,
  task: TTask<TInput, TOutput>,
  request: TRequest,
): Promise<TAttempt<TOutput>> {
  try {
    return await attempt(core, handle, task, request);
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
    return attempt(core, handle, task, request);
  }
}

async function attempt<TInput, TOutput>(
  core: TServiceCore,
  handle: TCallHandle,
  task: TTask<TInput, TOutput>,
  request: TRequest,
): Promise<TAttempt<TOutput>> {
  const { target } = core;
  const { system, messages } = request;
  const mode = core.jsonMode;
  let text: string;
  let finishReason: FinishReason;
  let value: TOutput | undefined;
  let body: unknown;
  try {
    const instructions = mode === 'schema' ? system : `${system}\n\n${jsonAnswerInstruction(task.schema)}`;
    const maxOutputTokens = outputTokenCap(target, request.answerTokens);
    const providerOptions = callProviderOptions(target);
    const result = await withRetries(core, handle, (abortSignal) =>
      generateText({
        model: core.model,
        system: cachedSystem(core, instructions),
        messages,
        maxOutputTokens,
        temperature: task.temperature,
        // Retries are withRetries': one timeout per attempt, the provider's Retry-After kept.
        maxRetries: 0,
        abortSignal,
        ...(mode === 'text' ? {} : { output: Output.object({ schema: task.schema, name: 'answer' }) }),
        ...(providerOptions ? { providerOptions } : {}),
      }),
    );
    handle.addUsage(result.totalUsage);
    if (result.warnings?.length)
      core.logger.debug({ task: task.name, warnings: result.warnings }, 'model warnings');
    text = result.text;
    finishReason = result.finishReason;
    body = result.response.body;
    if (mode !== 'text' && finishReason !== 'content-filter') value = readOutput(() => result.output);
  } catch (err) {
    if (!NoObjectGeneratedError.isInstance(err)) throw err;
    handle.addUsage(err.usage);
    text = err.text ?? '';
    finishReason = err.finishReason ?? 'other';
    body = (err.response as { body?: unknown } | undefined)?.body;
  }
  if (finishReason === 'content-filter') throw llmError('refused', task.name);
  if (value !== undefined) return { ok: true, value };
  if (text.trim() === '') {
    if (refusalIn(body)) throw llmError('refused', task.name);
    throw llmError(finishReason === 'length' ? 'truncated' : 'empty', task.name);
  }
  /** An answer cut off at the cap: the part the task can still use, else a failure that says so. */
  const cutOff = (): TAttempt<TOutput> => {
    const part = task.salvage?.(text);
    if (part === undefined) throw llmError('truncated', task.name);
    core.logger.info(
      { task: task.name },
      'the answer was cut off at the output cap; keeping its complete part',
    );
    return { ok: true, value: part };
  };
  const candidate = extractJsonObject(text);
  if (candidate === undefined) {
    if (looksLikeRefusal(text)) throw llmError('refused', task.name);
    if (finishReason === 'length') return cutOff();
    return { ok: false, text, problem: '- the answer was not a JSON object' };
  }
  const parsed = task.schema.safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data };
  if (finishReason === 'length') return cutOff();
  return { ok: false, text, problem: describeIssues(parsed.error) };
}

/**
 * An OpenAI-shaped answer that declines carries `refusal` instead of content; the compatible
 * provider passes on only the (empty) content, which would read as an empty answer. The raw body
 * still says it declined.
 */
function refusalIn(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return false;
  const message = (choices[0] as { message?: { refusal?: unknown } } | undefined)?.message;
  return typeof message?.refusal === 'string' && message.refusal.trim() !== '';
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
