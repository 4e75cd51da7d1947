import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { complaints, replies } from '../../db/schema/replies';
import type { TAvoidNote } from '../../drafting/types';

/** Complaints read per run: the newest say best what the user wants now. */
const NOTES_MAX = 10;
/** Share of distinct words two posts must have in common to count as the same post (Jaccard). */
const SAME_POST = 0.6;

/** The user's newest curation feedback with the posts it was about: what the qualifier avoids. */
export async function recentComplaints(db: TDb, userId: string): Promise<TAvoidNote[]> {
  const rows = await db
    .select({ complaint: complaints.complaint, post: replies.post })
    .from(complaints)
    .innerJoin(replies, and(eq(replies.id, complaints.replyId), eq(replies.userId, complaints.userId)))
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.updatedAt), desc(complaints.id))
    .limit(NOTES_MAX);
  return rows.map((r) => ({
    author: r.post.author.username,
    post_text: r.post.text,
    complaint: r.complaint,
  }));
}

function wordSet(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !/^https?$/.test(w)));
}

/**
 * The complaint whose post this text repeats (the same words, give or take a few), or null: a
 * post the user already said they do not want is not drafted again, whatever the qualifier says.
 */
export function repeatsComplainedPost(text: string, notes: TAvoidNote[]): TAvoidNote | null {
  const words = wordSet(text);
  if (words.size === 0) return null;
  for (const note of notes) {
    const other = wordSet(note.post_text);
    let shared = 0;
    for (const w of words) if (other.has(w)) shared += 1;
    const union = words.size + other.size - shared;
    if (union > 0 && shared / union >= SAME_POST) return note;
  }
  return null;
}
