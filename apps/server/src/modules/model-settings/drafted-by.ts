import type { TDraftedBy } from '@gatling/shared/api/replies';
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

/**
 * Which writer made a draft, as the API says it wherever the draft's text is shown (the card, the
 * scheduled and sent lists, analytics): the recorded 'offline' is the demo writer, 'KIND:MODEL' a
 * model (named by MODEL, which may itself hold colons, e.g. llama3.1:8b), null a draft older than
 * the record. A quick edit makes its own writer the draft's: the label follows the text.
 */
export function toDraftedBy(draftedBy: string | null): TDraftedBy {
  if (draftedBy === null) return { kind: 'unknown', label: null };
  if (draftedBy === DRAFTED_BY_OFFLINE) return { kind: 'demo', label: null };
  const colon = draftedBy.indexOf(':');
  return { kind: 'model', label: colon < 0 ? draftedBy : draftedBy.slice(colon + 1) };
}
