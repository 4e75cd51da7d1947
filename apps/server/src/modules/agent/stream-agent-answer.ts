import {
  AGENT_ANSWER_MARKER,
  AGENT_COMPLETED_MARKER,
  AGENT_REASONING_MARKER,
} from '@gatling/shared/api/agent';
import type { TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { LlmError, llmError, toAppError } from '../../integrations/llm/errors';
import type { LanguageService, TCallContext, TChatChunk } from '../../integrations/llm/types';
import type { TAgentTurn } from './begin-agent-turn';
import { appendMessage } from './session-row';

/** A model answer that has started: its first chunk is in hand, the rest still to read. */
export type TOpenAnswer = { first: TChatChunk; rest: AsyncIterator<TChatChunk> };

/**
 * Asks the model and waits for the first chunk of its answer (or of its reasoning). A failure
 * before it throws the model's AppError, which the route answers as JSON: nothing has been
 * streamed yet.
 */
export async function openAnswer(
  llm: LanguageService,
  turn: TAgentTurn,
  ctx: TCallContext,
): Promise<TOpenAnswer> {
  const rest = llm.streamChat(turn.chat, ctx)[Symbol.asyncIterator]();
  let first: IteratorResult<TChatChunk>;
  try {
    first = await rest.next();
  } catch (err) {
    throw toAppError(err);
  }
  if (first.done) throw llmError('empty', 'agent-chat');
  return { first: first.value, rest };
}

/**
 * Writes chunks as the stored assistant content reads them (docs/product/data.md): reasoning after
 * the reasoning marker, then the answer after the answer marker, each marker on its own line. An
 * answer without reasoning starts with the answer marker. Blank text before the answer (a line
 * break ahead of a <think> block) waits for the answer, so reasoning after it still has its place.
 * Reasoning that comes once the answer has begun has no place in that shape and is left out.
 */
function assistantContentWriter(send: (text: string) => Promise<void>) {
  let part: 'none' | 'reasoning' | 'answer' = 'none';
  let blank = '';
  return async (chunk: TChatChunk) => {
    if (typeof chunk !== 'string') {
      if (part === 'answer') return;
      if (part === 'none') await send(`${AGENT_REASONING_MARKER}\n`);
      part = 'reasoning';
      await send(chunk.reasoning);
    } else if (part === 'answer') {
      await send(chunk);
    } else if (chunk.trim() === '') {
      blank += chunk;
    } else {
      await send(`${part === 'reasoning' ? '\n' : ''}${AGENT_ANSWER_MARKER}\n${blank}${chunk}`);
      part = 'answer';
    }
  };
}

/**
 * Streams the answer as the stored assistant content: the reasoning the model shows, if any, the
 * answer, and the completed marker once the model ended well. When the model fails or the client
 * leaves midway, the stream just ends; either way what was written is stored as the assistant's
 * message (without the completed marker if cut short). Never throws: the response is already under way.
 */
export async function streamAgentAnswer(
  ctx: Pick<TModuleDeps, 'db' | 'logger'>,
  turn: TAgentTurn,
  answer: TOpenAnswer,
  write: (text: string) => Promise<unknown>,
): Promise<string> {
  let content = '';
  const send = async (text: string) => {
    content += text;
    await write(text);
  };
  const writeChunk = assistantContentWriter(send);
  const log = { user_id: turn.session.userId, session_id: turn.session.id };
  try {
    await writeChunk(answer.first);
    for (let next = await answer.rest.next(); !next.done; next = await answer.rest.next()) {
      await writeChunk(next.value);
    }
    await send(`\n${AGENT_COMPLETED_MARKER}`);
  } catch (err) {
    if (err instanceof LlmError && err.kind === 'aborted') {
      ctx.logger.info(log, 'agent answer stopped: the client went away');
    } else {
      ctx.logger.warn({ ...log, err }, 'agent answer cut short by a model failure');
    }
    await answer.rest.return?.();
  }
  try {
    await appendMessage(ctx.db, turn.session, 'assistant', content);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      ctx.logger.info(log, 'agent answer dropped: its session was deleted meanwhile');
    } else {
      ctx.logger.error({ ...log, err }, 'agent answer could not be stored');
    }
  }
  return content;
}
