import type { TOllamaModels } from '@gatling/shared/api/model-settings';
import type { TConfig } from '../../config';
import { listOllamaModels } from '../../integrations/llm/ollama';
import type { TLogger } from '../../lib/logger';

/** GET /api/settings/model/ollama: whether this server's Ollama runs, and the models it has pulled. */
export async function listServerOllamaModels(ctx: {
  config: Pick<TConfig, 'ollamaUrl'>;
  logger: TLogger;
}): Promise<TOllamaModels> {
  if (!ctx.config.ollamaUrl) return { status: 'disabled', models: [] };
  const listing = await listOllamaModels(ctx.config.ollamaUrl);
  if (listing.status === 'not_running') {
    ctx.logger.debug({ reason: listing.reason }, 'Ollama is not running');
    return { status: 'not_running', models: [] };
  }
  return {
    status: 'running',
    models: listing.models.map((m) => ({
      name: m.name,
      size_bytes: m.sizeBytes,
      parameter_size: m.parameterSize,
      family: m.family,
      modified_at: m.modifiedAt,
    })),
  };
}
