import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { complaints, interactions } from '../../db/schema/replies';

/** A post the user was shown and their curation feedback on it. */
export type TComplaintNote = { author: string; postText: string; complaint: string };

/** Complaints read per run: the newest say best what the user wants now. */
const NOTES_MAX = 10;
/** The qualifier shows the audience text up to 1500 characters; the notes stay inside that. */
const GUIDANCE_MAX = 1400;
/** Share of distinct words two posts must have in common to count as the same post (Jaccard). */
const SAME_POST = 0.6;

export async function recentComplaints(db: TDb, userId: string): Promise<TComplaintNote[]> {
  const rows = await db
    .select({ complaint: complaints.complaint, post: interactions.post })
    .from(complaints)
    .innerJoin(
      interactions,
      and(eq(interactions.id, complaints.interactionId), eq(interactions.userId, complaints.userId)),
    )
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.updatedAt), desc(complaints.id))
    .limit(NOTES_MAX);
  return rows.map((r) => ({ author: r.post.author.username, postText: r.post.text, complaint: r.complaint }));
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * The audience text the qualifier reads, with the user's complaints on earlier picks appended as
 * posts not to pick again. Only for a language model: the offline qualifier scores the audience
 * text's words as wanted, so there it would favour exactly what the user complained about.
 */
export function audienceWithComplaints(summary: string, notes: TComplaintNote[]): string {
  if (notes.length === 0) return summary;
  const lines: string[] = [];
  let length = summary.length + 200;
  for (const note of notes) {
    const line = `- @${note.author}: ${JSON.stringify(clip(note.postText, 140))} → their feedback: ${JSON.stringify(clip(note.complaint, 160))}`;
    if (length + line.length > GUIDANCE_MAX) break;
    lines.push(line);
    length += line.length + 1;
  }
  if (lines.length === 0) return summary;
  const intro =
    'Posts picked for them before that they complained about (do not pick posts like these; their feedback says why):';
  return [summary.trim(), '', intro, ...lines].join('\n').trim();
}

function wordSet(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !/^https?$/.test(w)));
}

/**
 * The complaint whose post this text repeats (the same words, give or take a few), or null: a
 * post the user already said they do not want is not drafted again, whatever the qualifier says.
 */
export function repeatsComplainedPost(text: string, notes: TComplaintNote[]): TComplaintNote | null {
  const words = wordSet(text);
  if (words.size === 0) return null;
  for (const note of notes) {
    const other = wordSet(note.postText);
    let shared = 0;
    for (const w of words) if (other.has(w)) shared += 1;
    const union = words.size + other.size - shared;
    if (union > 0 && shared / union >= SAME_POST) return note;
  }
  return null;
}
