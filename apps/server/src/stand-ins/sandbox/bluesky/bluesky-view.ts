import { inArray } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { sandboxPosts } from '../../../db/schema/sandbox';
import type {
  TPlatformPost,
  TPlatformPostBase,
  TPlatformProfile,
} from '../../../integrations/platform/types';
import { toPlatformPosts, type TPostWithAuthor } from '../post-view';
import { didOf, handleOf, postPageUrl, postUri } from './bluesky-ids';

/**
 * A mention as the network writes it (an X username), to be spelled as a handle; not one that is a
 * handle already (a reply written through this face), which goes on with a hyphen or a domain.
 */
const MENTION = /(?<![A-Za-z0-9_])@([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_-]|\.[A-Za-z0-9])/g;
/** A handle mentioned in a text: a domain name after '@'. */
const HANDLE_MENTION = /(?<![\w.-])@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*)/gi;

/** The text with each @username written as the handle it is on the Bluesky face. */
export function withHandles(text: string): string {
  return text.replace(MENTION, (_, name: string) => `@${handleOf(name)}`);
}

/** The handles a text of the Bluesky face mentions, lower case, once each. */
export function handleMentions(text: string): string[] {
  return [...new Set([...text.matchAll(HANDLE_MENTION)].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** A profile of the network as Bluesky shows one: the DID and the handle. */
export function toBlueskyProfile(profile: TPlatformProfile): TPlatformProfile {
  return { ...profile, id: didOf(profile.id), username: handleOf(profile.username) };
}

/**
 * The network's posts (read as the X face reads them) as the Bluesky face shows them: at:// ids,
 * DIDs and handles, the replied-to and root posts as URIs (and the thread's first post itself with
 * `threadRoots`), no view counts (Bluesky has none), and
 * links to the sandbox's own Bluesky-shaped pages. The authors of the posts answered or rooted at
 * that were not read with them are read in one query.
 */
export async function toBlueskyPosts(
  db: TDb,
  rows: TPostWithAuthor[],
  nowMs: number,
  publicUrl: string,
  options: { threadRoots?: boolean } = {},
): Promise<TPlatformPost[]> {
  const posts = await toPlatformPosts(db, rows, nowMs, publicUrl, options);
  const bases = posts
    .flatMap((p) => [p, p.original, p.replied_to ?? null, p.thread_root ?? null])
    .filter(isBase);
  const authorOf = new Map(bases.map((b) => [b.id, b.author.id]));
  const unknown = [
    ...new Set(bases.flatMap((b) => [b.in_reply_to_id, b.conversation_id]).filter(isId)),
  ].filter((id) => !authorOf.has(id));
  if (unknown.length > 0) {
    // Deleted posts too: a reply still names the post it answered.
    const found = await db
      .select({ id: sandboxPosts.id, authorId: sandboxPosts.authorId })
      .from(sandboxPosts)
      .where(inArray(sandboxPosts.id, unknown));
    for (const row of found) authorOf.set(row.id, row.authorId);
  }
  const uriOf = (id: string | null) => {
    const author = id ? authorOf.get(id) : undefined;
    return id && author ? postUri(author, id) : null;
  };
  const face = (b: TPlatformPostBase): TPlatformPostBase => {
    const handle = handleOf(b.author.username);
    const id = postUri(b.author.id, b.id);
    const text = withHandles(b.text);
    return {
      ...b,
      id,
      text,
      author: { ...b.author, id: didOf(b.author.id), username: handle },
      reactions: { ...b.reactions, views: 0 },
      // A post whose root is gone is its own root, as Bluesky's reader falls back.
      conversation_id: uriOf(b.conversation_id) ?? id,
      in_reply_to_id: uriOf(b.in_reply_to_id),
      mentions: handleMentions(text),
      url: postPageUrl(publicUrl, handle, b.id),
    };
  };
  return posts.map((p) => {
    const post: TPlatformPost = { ...face(p), original: p.original ? face(p.original) : null };
    if (p.in_reply_to_id) post.replied_to = p.replied_to ? face(p.replied_to) : null;
    if (p.thread_root) post.thread_root = face(p.thread_root);
    return post;
  });
}

const isBase = (b: TPlatformPostBase | null): b is TPlatformPostBase => b !== null;
const isId = (id: string | null): id is string => !!id;
