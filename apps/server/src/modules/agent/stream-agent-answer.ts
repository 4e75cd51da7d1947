import { AGENT_ANSWER_MARKER, AGENT_COMPLETED_MARKER } from '@gatling/shared/api/agent';
import type { TModuleDeps } from '../../context';
import { AppError } from '../../errors';
import { LlmError, llmError, toAppError } from '../../integrations/llm/errors';
import type { LanguageService, TCallContext } from '../../integrations/llm/types';
import type { TAgentTurn } from './begin-agent-turn';
import { appendMessage } from './session-row';

/** A model answer that has started: its first chunk is in hand, the rest still to read. */
export type TOpenAnswer = { first: string; rest: AsyncIterator<string> };

/**
 * Asks the model and waits for the first chunk of its answer. A failure before it throws the
 * model's AppError, which the route answers as JSON: nothing has been streamed yet.
 */
export async function openAnswer(
  llm: LanguageService,
  turn: TAgentTurn,
  ctx: TCallContext,
): Promise<TOpenAnswer> {
  const rest = llm.streamChat(turn.chat, ctx)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await rest.next();
  } catch (err) {
    throw toAppError(err);
  }
  if (first.done) throw llmError('empty', 'agent-chat');
  return { first: first.value, rest };
}

/**
 * Streams the answer as the stored assistant content: the answer marker on its own line (the
 * providers give no separate reasoning), the chunks, and the completed marker once the model ended
 * well. When the model fails or the client leaves midway, the stream just ends; either way what
 * was written is stored as the assistant's message (without the completed marker if cut short).
 * Never throws: the response is already under way.
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
  const log = { user_id: turn.session.userId, session_id: turn.session.id };
  try {
    await send(`${AGENT_ANSWER_MARKER}\n`);
    await send(answer.first);
    for (let next = await answer.rest.next(); !next.done; next = await answer.rest.next()) {
      await send(next.value);
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
