import type { TDb } from '../../../db/client';
import { BadInputError } from '../../../integrations/platform/errors';
import type { TInboxPage } from '../../../integrations/platform/types';
import { lastIdAt, POST_ID_DIGITS } from '../ids';
import { readInboxRows } from '../inbox';
import type { TAccountRow } from '../post-view';
import { postIdOfRecordKey, recordKeyOf } from './bluesky-ids';
import { toBlueskyPosts } from './bluesky-view';

/**
 * The inbox on the Bluesky face (decision 0083): the entries the X face reads (inbox.ts: answers,
 * mentions, quotes; the identity's own posts and reposts left out), as the face shows posts — at://
 * ids, handles, the answered post and the thread's first post. The cursor is the record key of the
 * newest post taken in (record keys sort by time, as the network's ids do); an ISO time, as the
 * live provider's notification cursor is, is read as "after that instant".
 */
export async function readBlueskyInbox(
  db: TDb,
  input: {
    seed: string;
    identity: TAccountRow;
    now: Date;
    publicUrl: string;
    cursor: string | null;
    max: number;
  },
): Promise<TInboxPage> {
  const after = afterId(input.cursor);
  const taken = await readInboxRows(db, { ...input, after });
  const posts = await toBlueskyPosts(
    db,
    taken.map((t) => t.row),
    input.now.getTime(),
    input.publicUrl,
    { threadRoots: true },
  );
  const entries = posts.map((post, i) => ({ kind: taken[i]?.kind ?? 'mention', post }));
  const newest = taken.at(-1)?.row.post.id;
  return { entries, cursor: newest ? recordKeyOf(newest) : input.cursor };
}

/** The 19-digit post id a cursor of this face stands for; null for none. */
function afterId(cursor: string | null): string | null {
  if (!cursor) return null;
  const id = postIdOfRecordKey(cursor);
  if (id) return id.padStart(POST_ID_DIGITS, '0');
  const time = /^\d{4}-\d{2}-\d{2}T/.test(cursor) ? Date.parse(cursor) : NaN;
  if (Number.isFinite(time)) return lastIdAt(time);
  throw new BadInputError(`Invalid notifications cursor: ${cursor}`);
}
