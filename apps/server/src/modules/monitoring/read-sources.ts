import type { AppError } from '../../errors';
import type { PlatformProvider, TCredentials, TPlatformPost } from '../../integrations/platform/types';
import type { TJobContext } from '../../context';
import { platformReadFailure } from '../connections/platform-failure';
import { readFailureDetails } from './monitor-details';
import { POSTS_READ_MAX, SEARCH_PAGE, TIMELINE_PAGE } from './monitor-limits';
import type { TSource, TSourceRef } from './plan-sources';

export type TAccess = { provider: PlatformProvider; credentials: TCredentials };
export type TFoundPost = { post: TPlatformPost; source: TSourceRef };
/** Where a source's next read starts; saved only when the run completes. */
export type TCursorUpdate = { key: string; sinceId: string | null };
export type TReadResult = { found: TFoundPost[]; cursors: TCursorUpdate[] };

/** X's smallest page per endpoint: below it the budget is spent. */
const MIN_PAGE = { keyword: 10, core_user: 5 } as const;

/**
 * A keyword as the search sent: retweets and replies are left out, since a run neither answers a
 * repost nor a reply it cannot show the conversation of, and X bills every post read.
 */
export function searchQuery(keyword: string): string {
  return `(${keyword}) -is:retweet -is:reply`;
}

/** The larger of two numeric post ids (ids sort by time). */
export function newerId(a: string | null, b: string): string {
  if (a === null) return b;
  const x = BigInt(a);
  const y = BigInt(b);
  return y > x ? b : a;
}

/**
 * Reads each source once, newest posts since its cursor, within POSTS_READ_MAX for the run. One
 * failing source is logged and skipped so the others' posts are kept; a rate limit skips the rest of
 * that kind of read. A revoked access fails the run at once (the connection is marked for
 * reconnecting), and so does a run where no read succeeded.
 */
export async function readSources(
  ctx: Pick<TJobContext, 'db' | 'logger'>,
  userId: string,
  access: TAccess,
  sources: TSource[],
  onRead: (done: number, total: number) => Promise<void>,
): Promise<TReadResult> {
  const found: TFoundPost[] = [];
  const cursors: TCursorUpdate[] = [];
  const limited = new Set<TSource['kind']>();
  let budget = POSTS_READ_MAX;
  let succeeded = 0;
  let failure: AppError | null = null;

  for (const [index, source] of sources.entries()) {
    if (limited.has(source.kind) || budget < MIN_PAGE[source.kind]) continue;
    const options = {
      sinceId: source.sinceId ?? undefined,
      max: Math.min(source.kind === 'keyword' ? SEARCH_PAGE : TIMELINE_PAGE, budget),
    };
    let posts: TPlatformPost[];
    try {
      posts =
        source.kind === 'keyword'
          ? await access.provider.searchRecent(access.credentials, searchQuery(source.value), options)
          : await access.provider.getUserPosts(access.credentials, source.externalId ?? '', options);
    } catch (err) {
      const mapped = await platformReadFailure(
        err,
        ctx,
        userId,
        readFailureDetails(source),
        source.kind === 'keyword' ? 'monitor a keyword' : "read a core user's posts",
      );
      if (!mapped) throw err;
      if (mapped.code === 'CONFLICT') throw mapped;
      failure = mapped;
      if (mapped.code === 'RATE_LIMITED') limited.add(source.kind);
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
    found.push(...posts.map((post) => ({ post, source: ref })));
    cursors.push({
      key: source.key,
      sinceId: posts.reduce<string | null>((a, p) => newerId(a, p.id), source.sinceId),
    });
    await onRead(index + 1, sources.length);
  }
  if (succeeded === 0 && failure) throw failure;
  return { found, cursors };
}
