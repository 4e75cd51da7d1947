import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TLogger } from '../../logger';
import { createOfflineService } from './offline-service';
import type { LanguageService } from './types';

/** The configured model behind the LanguageService, or the offline drafter when none is. */
export function createLanguageService(deps: { config: TConfig; db: TDb; logger: TLogger }): LanguageService {
  const { config } = deps;
  if (config.LLM_PROVIDER !== 'offline') {
    throw new Error(`LLM_PROVIDER ${config.LLM_PROVIDER} is not wired yet`);
  }
  return createOfflineService({
    chat: () =>
      'Drafting is offline: no language model is configured. Set LLM_PROVIDER and LLM_MODEL to chat with a model.',
  });
}
