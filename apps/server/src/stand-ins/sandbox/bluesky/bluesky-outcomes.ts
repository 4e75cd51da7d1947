import type { TDb } from '../../../db/client';
import type { TOutcomeQuery, TPostOutcome } from '../../../integrations/platform/types';
import { readReplyOutcomes } from '../outcomes';
import type { TAccountRow } from '../post-view';
import { parsePostUri, postUri } from './bluesky-ids';

/**
 * What the identity's replies have earned, read as the X face reads them (outcomes.ts: the same
 * figures, the author's like and answer at their drawn times), by their at:// URIs. Others' posts
 * and deleted ones come back in `missing`; Bluesky counts no views, so impressions are null.
 */
export async function readBlueskyOutcomes(
  db: TDb,
  input: { seed: string; identity: TAccountRow; items: TOutcomeQuery[]; now: Date },
): Promise<{ found: TPostOutcome[]; missing: string[] }> {
  const uris = [...new Set(input.items.map((i) => i.postId))];
  const own = input.items.flatMap((item) => {
    const ids = parsePostUri(item.postId);
    return ids?.authorId === input.identity.id ? [{ ...item, postId: ids.postId }] : [];
  });
  if (own.length === 0) return { found: [], missing: uris };
  const read = await readReplyOutcomes(db, { ...input, items: own });
  const found = read.found.map((o) => ({
    ...o,
    postId: postUri(input.identity.id, o.postId),
    impressions: null,
  }));
  const seen = new Set(found.map((o) => o.postId));
  return { found, missing: uris.filter((uri) => !seen.has(uri)) };
}
