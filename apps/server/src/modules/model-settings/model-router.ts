import { MODEL_PROVIDER_INFO, type TDraftingModel } from '@gatling/shared/api/model-settings';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { listenForInvalidations } from '../../db/invalidation-channel';
import { LlmError } from '../../integrations/llm/errors';
import { modelPricing } from '../../integrations/llm/model-prices';
import { createModelService, type TModelService } from '../../integrations/llm/model-service';
import { OwnModelUnusable, ownModelTarget, type TOwnModelSpec } from '../../integrations/llm/presets';
import type { LanguageService, TCallContext, TChatChunk } from '../../integrations/llm/types';
import type { TLogger } from '../../lib/logger';
import type { TTokenCipher } from '../../lib/token-cipher';
import { allowedBaseUrl, baseUrlPolicy, isAllowedStoredBaseUrl } from './base-url-policy';
import {
  MODEL_SETTINGS_BESIDE,
  readVersionedModelSettingsRow,
  versionedRowOfColumns,
  type TModelSettingsRow,
} from './settings-row';

/**
 * Announced by the database (migrations 0015 and 0016) when a user's setting changes: "<user id>
 * <version>" for a saved row, the user's id alone when the row is gone.
 */
export const MODEL_SETTINGS_CHANNEL = 'model_settings_changed';
/** Most users whose model service is kept; the oldest go first. */
export const MODEL_ROUTER_MAX_USERS = 10_000;

export type TModelRouter = LanguageService & {
  /** Settles once changes are heard (and services are kept); tests wait for it. */
  ready: Promise<void>;
  /** The instance's model (the environment's), for users without their own. */
  instance: LanguageService;
  /** The service that answers for a user: their own model, or the instance's. */
  serviceFor: (userId: string | null) => Promise<LanguageService>;
  /** Who drafts for the user, as the browser is told. */
  draftingModelOf: (userId: string) => Promise<TDraftingModel>;
  /**
   * Who drafts for the user, read in the session's own statement when the app opens, so the opening
   * costs one statement: `beside` is the join and columns of their row (settings-row.ts), `mark` is
   * taken before that statement runs, and `adopt` answers from what it read, keeping the row as a
   * read of the router's own would be if nothing at all was heard since the mark.
   */
  opening: {
    beside: typeof MODEL_SETTINGS_BESIDE;
    mark: () => number;
    adopt: (userId: string, read: Record<string, unknown>, mark: number) => TDraftingModel;
  };
  /**
   * The model service of a setting not saved yet (the Test button); nothing is kept. A compatible
   * server's address the operator does not allow is refused (400), so no key is sent to it.
   */
  build: (spec: TOwnModelSpec) => TModelService;
  /** Forgets the user's service in this process at once (after a write of theirs). */
  forget: (userId: string) => void;
  close: () => Promise<void>;
};

type TRouterDeps = {
  instance: LanguageService;
  database: Pick<TDatabase, 'db' | 'listen'>;
  cipher: TTokenCipher;
  logger: TLogger;
  config: Pick<
    TConfig,
    | 'LLM_TIMEOUT_MS'
    | 'LLM_MAX_RETRIES'
    | 'ollamaUrl'
    | 'llmPresetBaseUrls'
    | 'llmAllowedBaseUrls'
    | 'LLM_ALLOW_LOOPBACK'
  >;
  maxUsers?: number;
};

const IN_SETTINGS = 'under Settings › Drafting model';

/**
 * The LanguageService every module and job is handed: each call runs on the model of the user it is
 * made for (TCallContext.userId), their own when they chose one, the instance's otherwise (and for
 * calls made for no user). Call sites do not change.
 *
 * The service built for a user is kept in memory, so its state (an OpenAI-compatible server that
 * refused JSON mode stays in plain-text mode) lasts between calls and a call costs no query. Every
 * change to a user's row is announced by the database on commit, with the version of the row it
 * wrote, and every process forgets that user's service unless it was built from that very version
 * (so a write is not forgotten twice when its own announcement comes back). A write through this
 * process forgets the service before its answer goes out. Until this process listens, and after its
 * listening connection drops, nothing is kept: each call reads the row, so a missed announcement can
 * never keep an old key or model in use.
 */
type TEntry = { row: TModelSettingsRow | null; version: string | null; service?: LanguageService };

export function createModelRouter(deps: TRouterDeps): TModelRouter {
  const { instance, cipher, logger, config } = deps;
  const db = deps.database.db;
  const max = deps.maxUsers ?? MODEL_ROUTER_MAX_USERS;
  const policy = baseUrlPolicy(config);
  /**
   * Each user's row (null: none) and its version, and the service built from it once a call needs
   * one: the session's drafting model (read whenever the app opens) and the calls share one read.
   */
  const entries = new Map<string, TEntry>();
  // A read is kept only if nothing was heard about its user while it ran, or the last thing heard
  // announced the very row it read. `version` null: a forget that names no row.
  let epoch = 0;
  const heard = new Map<string, { count: number; version: string | null }>();
  /** Everything heard (and every reset): what adopt's mark compares, not knowing the user before. */
  let heardAny = 0;

  const hear = (userId: string, version: string | null) => {
    heardAny += 1;
    const kept = entries.get(userId);
    if (kept && (version === null || kept.version !== version)) entries.delete(userId);
    heard.set(userId, { count: (heard.get(userId)?.count ?? 0) + 1, version });
    if (heard.size > 100_000) {
      heard.clear();
      epoch += 1;
    }
  };
  const forget = (userId: string) => hear(userId, null);
  const reset = () => {
    heardAny += 1;
    entries.clear();
    heard.clear();
    epoch += 1;
  };
  const channel = listenForInvalidations({
    database: deps.database,
    logger,
    channel: MODEL_SETTINGS_CHANNEL,
    what: 'model settings',
    onNotify: (payload) => {
      const space = payload.lastIndexOf(' ');
      if (space < 0) hear(payload, null);
      else hear(payload.slice(0, space), payload.slice(space + 1));
    },
    reset,
  });

  const build = (spec: TOwnModelSpec): TModelService => {
    // Checked by every caller already; checked here too, since this is where a key goes out.
    if (spec.provider === 'openai-compatible' && spec.baseUrl) allowedBaseUrl(spec.baseUrl, policy);
    const target = ownModelTarget(spec, {
      ollamaUrl: config.ollamaUrl,
      presetBaseUrls: config.llmPresetBaseUrls,
    });
    return createModelService({
      target,
      timeoutMs: config.LLM_TIMEOUT_MS,
      maxRetries: config.LLM_MAX_RETRIES,
      // The table's price (the user pays their provider); a model on this machine is free.
      pricing: modelPricing(target, {}),
      db,
      logger,
      own: {
        provider: MODEL_PROVIDER_INFO[spec.provider].label,
        model: spec.model,
        // The address the user typed: the details of what their server did name it.
        ...(spec.provider === 'openai-compatible' && spec.baseUrl ? { address: spec.baseUrl } : {}),
      },
    });
  };

  const serviceOfRow = (row: TModelSettingsRow): LanguageService => {
    let apiKey: string | null = null;
    if (row.apiKeySealed) {
      try {
        apiKey = cipher.decrypt(row.apiKeySealed);
      } catch (err) {
        logger.error({ err, user_id: row.userId }, "a user's model key could not be opened");
        return unusable(`Your saved API key can no longer be read. Enter it again ${IN_SETTINGS}.`);
      }
    }
    // A row saved under an earlier, looser policy (or before the operator changed it) is not called.
    if (row.provider === 'openai-compatible') {
      if (!isAllowedStoredBaseUrl(row.baseUrl, policy)) {
        return unusable(
          `This server no longer allows the address of your model server. Choose another model ${IN_SETTINGS}.`,
        );
      }
    }
    try {
      return build({ provider: row.provider, model: row.model, apiKey, baseUrl: row.baseUrl });
    } catch (err) {
      if (!(err instanceof OwnModelUnusable)) throw err;
      return unusable(
        `Your model settings cannot be used: ${err.message}. Choose another model ${IN_SETTINGS}.`,
      );
    }
  };

  const entryFor = async (userId: string): Promise<TEntry> => {
    const listening = channel.listening();
    const kept = listening ? entries.get(userId) : undefined;
    if (kept) return kept;
    const mark = { epoch, count: heard.get(userId)?.count ?? 0 };
    const found = await readVersionedModelSettingsRow(db, userId);
    const entry: TEntry = { row: found?.row ?? null, version: found?.version ?? null };
    const since = heard.get(userId);
    const unchanged =
      mark.epoch === epoch &&
      ((since?.count ?? 0) === mark.count || (entry.version !== null && since?.version === entry.version));
    if (channel.listening() && unchanged) keep(userId, entry);
    return entry;
  };

  const keep = (userId: string, entry: TEntry) => {
    if (entries.size >= max && !entries.has(userId)) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(userId, entry);
  };

  const draftingModelOfRow = (row: TModelSettingsRow | null): TDraftingModel =>
    row ? { source: 'own', provider: row.provider, model: row.model } : instanceModel(instance);

  const adopt: TModelRouter['opening']['adopt'] = (userId, read, since) => {
    const found = versionedRowOfColumns(read);
    if (channel.listening() && heardAny === since && !entries.has(userId)) {
      keep(userId, { row: found?.row ?? null, version: found?.version ?? null });
    }
    return draftingModelOfRow(found?.row ?? null);
  };

  const serviceFor = async (userId: string | null): Promise<LanguageService> => {
    if (userId === null) return instance;
    const entry = await entryFor(userId);
    entry.service ??= entry.row ? serviceOfRow(entry.row) : instance;
    return entry.service;
  };

  const draftingModelOf = async (userId: string): Promise<TDraftingModel> =>
    draftingModelOfRow((await entryFor(userId)).row);

  return {
    kind: instance.kind,
    model: instance.model,
    ready: channel.ready,
    instance,
    serviceFor,
    draftingModelOf,
    opening: { beside: MODEL_SETTINGS_BESIDE, mark: () => heardAny, adopt },
    build,
    forget,
    close: channel.close,
    run: async (task, input, ctx) => (await serviceFor(ctx.userId)).run(task, input, ctx),
    streamChat: (input, ctx) => streamFor(serviceFor, input, ctx),
    contextTokens: async (ctx) => {
      const service = await serviceFor(ctx.userId);
      return (await service.contextTokens?.(ctx)) ?? null;
    },
  };
}

/** The instance's model as the browser is told: the offline drafter has no model name. */
export function instanceModel(instance: LanguageService): TDraftingModel {
  return instance.kind === 'offline'
    ? { source: 'instance', provider: 'offline', model: null }
    : { source: 'instance', provider: instance.kind, model: instance.model };
}

async function* streamFor(
  serviceFor: (userId: string | null) => Promise<LanguageService>,
  input: Parameters<LanguageService['streamChat']>[0],
  ctx: TCallContext,
): AsyncGenerator<TChatChunk, void, undefined> {
  const service = await serviceFor(ctx.userId);
  yield* service.streamChat(input, ctx);
}

/** A user's stored setting that cannot run: every call fails with what to do about it. */
function unusable(detail: string): LanguageService {
  const fail = () => new LlmError('misconfigured', detail);
  return {
    kind: 'openai-compatible',
    model: 'unusable',
    run: () => Promise.reject(fail()),
    // eslint-disable-next-line require-yield
    streamChat: async function* () {
      throw fail();
    },
  };
}
