import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TSentHow, TSentPage } from '@gatling/shared/api/scheduled';
import type { TModuleDeps } from '../../context';
import { replies } from '../../db/schema/replies';
import { AppError } from '../../errors';
import { toDraftedBy } from '../model-settings/drafted-by';
import type { TReplyRow } from './claim';
import { sandboxNetworks } from './sandbox-networks';
import { isEdited } from './scheduled-row';

/** A position in the list: the last item's published time and id, opaque to the client. */
const encodeCursor = (row: TReplyRow) =>
  Buffer.from(`${row.publishedAt!.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()))
    throw new AppError('VALIDATION_FAILED', 'cursor is not one this list gave');
  return { at, id };
}

const howOf = (row: TReplyRow): TSentHow =>
  row.drySend ? 'dry_send' : row.delivery === 'intent' ? 'on_platform' : 'app';

/**
 * The user's published replies, newest first, a page at a time (keyset on published_at, id); one
 * network's only when `page.platform` is given.
 */
export async function listSent(
  deps: Pick<TModuleDeps, 'db' | 'platforms'>,
  userId: string,
  page: { limit: number; cursor?: string | undefined; platform?: TPlatform | undefined },
): Promise<TSentPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const rows = await deps.db
    .select()
    .from(replies)
    .where(
      and(
        eq(replies.userId, userId),
        eq(replies.status, 'published'),
        page.platform ? eq(replies.platform, page.platform) : undefined,
        after
          ? or(
              lt(replies.publishedAt, after.at),
              and(eq(replies.publishedAt, after.at), lt(replies.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(replies.publishedAt), desc(replies.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit).filter((row) => row.publishedAt);
  const sandbox = await sandboxNetworks(deps, userId);
  return {
    items: shown.map((row) => ({
      id: row.id,
      platform: row.platform,
      published_at: row.publishedAt!.toISOString(),
      text: row.finalText ?? row.suggestedResponse,
      original_message: row.post,
      edited_response: isEdited(row),
      drafted_by: toDraftedBy(row.draftedBy),
      how: howOf(row),
      published_url: row.drySend ? null : row.publishedUrl,
      source: { kind: row.sourceKind, value: row.sourceValue },
      sandbox: sandbox(row.platform),
    })),
    next_cursor: rows.length > page.limit && shown.length > 0 ? encodeCursor(shown[shown.length - 1]!) : null,
  };
}
