import { AppError } from '../../errors';
import type {
  PlatformProvider,
  TCredentials,
  TPlatformId,
  TPlatformPost,
} from '../../integrations/platform/types';
import type { TJobContext } from '../../context';
import { networkHeldUntil } from '../connections/network-holds';
import { platformReadFailure } from '../connections/platform-failure';
import { readFailureDetails } from './monitor-details';
import { POSTS_READ_MAX, SEARCH_PAGE, TIMELINE_PAGE } from './monitor-limits';
import type { TSource, TSourceRef } from './plan-sources';

/** The user's access to one platform for the run. */
export type TAccess = { platform: TPlatformId; provider: PlatformProvider; credentials: TCredentials };
export type TFoundPost = { post: TPlatformPost; source: TSourceRef; platform: TPlatformId };
/** Where a source's next read starts; saved only when the run completes. */
export type TCursorUpdate = { key: string; sinceId: string | null };
export type TReadResult = { found: TFoundPost[]; cursors: TCursorUpdate[] };

/** X's smallest page per endpoint: below it the budget is spent. */
const MIN_PAGE = { keyword: 10, core_user: 5 } as const;

/**
 * Reads each source once on its platform, newest posts since its cursor (the provider says where
 * the next read starts: cursorAfter), within POSTS_READ_MAX for the whole run. One failing source
 * is logged and skipped so the others' posts are kept; a rate limit skips the rest of that kind of
 * read on that platform only. A revoked access marks that connection for reconnecting and skips the
 * rest of its platform's reads; when every platform of the run was revoked the run fails at once,
 * and so does a run where no read succeeded. A network held by a rate limit another read of the
 * account met (network-holds.ts) is not asked at all until its reset.
 */
export async function readSources(
  ctx: Pick<TJobContext, 'db' | 'logger'>,
  userId: string,
  accesses: TAccess[],
  sources: TSource[],
  onRead: (done: number, total: number) => Promise<void>,
): Promise<TReadResult> {
  const found: TFoundPost[] = [];
  const cursors: TCursorUpdate[] = [];
  const limited = new Set<string>();
  const revoked = new Set<TPlatformId>();
  let budget = POSTS_READ_MAX;
  let succeeded = 0;
  let failure: AppError | null = null;
  // A network whose limit another read of this account met (the inbox, an earlier run) is not asked
  // before its reset: one budget per network (connections/network-holds.ts).
  const held = new Map<TPlatformId, Date>();
  for (const access of accesses) {
    const until = await networkHeldUntil(ctx.db, userId, access.platform, new Date());
    if (until) held.set(access.platform, until);
  }

  for (const [index, source] of sources.entries()) {
    const access = accesses.find((a) => a.platform === source.platform);
    const lane = `${source.platform} ${source.kind}`;
    const heldUntil = held.get(source.platform);
    if (heldUntil) {
      failure = new AppError('RATE_LIMITED', readFailureDetails(source).rateLimited, {
        retryAfterSeconds: Math.max(1, Math.ceil((heldUntil.getTime() - Date.now()) / 1000)),
      });
      continue;
    }
    if (!access || revoked.has(source.platform) || limited.has(lane) || budget < MIN_PAGE[source.kind]) {
      continue;
    }
    const options = {
      sinceId: source.sinceId ?? undefined,
      max: Math.min(source.kind === 'keyword' ? SEARCH_PAGE : TIMELINE_PAGE, budget),
    };
    let posts: TPlatformPost[];
    try {
      posts =
        source.kind === 'keyword'
          ? await access.provider.searchKeyword(access.credentials, source.value, options)
          : await access.provider.getUserPosts(access.credentials, source.externalId ?? '', options);
    } catch (err) {
      const mapped = await platformReadFailure(
        err,
        ctx,
        userId,
        readFailureDetails(source),
        source.kind === 'keyword' ? 'monitor a keyword' : "read a core user's posts",
        source.platform,
      );
      if (!mapped) throw err;
      failure = mapped;
      if (mapped.code === 'CONFLICT') {
        revoked.add(source.platform);
        if (accesses.every((a) => revoked.has(a.platform))) throw mapped;
      } else if (mapped.code === 'RATE_LIMITED') limited.add(lane);
      // Checked, even though nothing was read: the rotation moves on to the next sources.
      else cursors.push({ key: source.key, sinceId: source.sinceId });
      ctx.logger.warn(
        { user_id: userId, source: source.key, detail: mapped.detail },
        'monitor source skipped',
      );
      await onRead(index + 1, sources.length);
      continue;
    }
    succeeded += 1;
    budget -= posts.length;
    const ref: TSourceRef = { kind: source.kind, value: source.value };
    found.push(...posts.map((post) => ({ post, source: ref, platform: source.platform })));
    cursors.push({
      key: source.key,
      sinceId: posts.reduce<string | null>((at, p) => access.provider.cursorAfter(at, p), source.sinceId),
    });
    await onRead(index + 1, sources.length);
  }
  if (succeeded === 0 && failure) throw failure;
  return { found, cursors };
}
