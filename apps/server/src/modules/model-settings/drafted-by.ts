import type { LanguageService } from '../../integrations/llm/types';
import type { TModelRouter } from './model-router';

/** What replies.drafted_by records for the built-in demo writer. */
export const DRAFTED_BY_OFFLINE = 'offline';

const isRouter = (llm: LanguageService): llm is TModelRouter =>
  typeof (llm as Partial<TModelRouter>).serviceFor === 'function';

/**
 * What to record as the writer of the drafts a user's call just made: 'offline' when the demo
 * writer answered, else 'KIND:MODEL' of the service the router hands that user (their own model, or
 * the instance's). Asked right after the batch, from the router's kept service, so it names the
 * writer that ran (a setting saved in the very same moment is the one case it could miss).
 */
export async function draftedBy(llm: LanguageService, userId: string): Promise<string> {
  const service = isRouter(llm) ? await llm.serviceFor(userId) : llm;
  return service.kind === 'offline' ? DRAFTED_BY_OFFLINE : `${service.kind}:${service.model}`;
}
