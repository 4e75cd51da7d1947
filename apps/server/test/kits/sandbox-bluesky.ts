import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TDb } from '../../src/db/client';
import { sandboxPosts } from '../../src/db/schema/sandbox';
import type { TCredentials } from '../../src/integrations/platform/types';
import { createLogger } from '../../src/lib/logger';
import type { TBlueskyRateLimits } from '../../src/stand-ins/sandbox/bluesky/bluesky-access';
import { accountIdOfDid, postUri } from '../../src/stand-ins/sandbox/bluesky/bluesky-ids';
import {
  createSandboxBlueskyProvider,
  type TSandboxBlueskyProvider,
} from '../../src/stand-ins/sandbox/bluesky/sandbox-bluesky-provider';
import type { TSandboxRateLimits } from '../../src/stand-ins/sandbox/rate-limits';
import { openSandbox, PUBLIC_URL, type TSandboxFixture } from './sandbox';

/**
 * The sandbox network with its Bluesky face beside the X one (decision 0067): one database, one
 * fixed clock, both providers, and the pages of both faces mounted at /sandbox.
 */
export type TSandboxBlueskyFixture = TSandboxFixture & {
  bluesky: TSandboxBlueskyProvider;
  /** Connects `owner` to the first identity offered (or `identity`, a DID or a handle). */
  connectBluesky: (owner: string, identity?: string) => Promise<TCredentials>;
};

export async function openSandboxBluesky(
  options: { rateLimits?: Partial<TBlueskyRateLimits>; xRateLimits?: Partial<TSandboxRateLimits> } = {},
): Promise<TSandboxBlueskyFixture> {
  const s = await openSandbox(options.xRateLimits ? { rateLimits: options.xRateLimits } : {});
  const bluesky = createSandboxBlueskyProvider({
    db: s.db,
    seed: 'test-seed',
    publicUrl: PUBLIC_URL,
    logger: createLogger('silent'),
    clock: () => s.clock.now,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  const connectBluesky = async (owner: string, identity?: string) => {
    const pick = identity ?? (await bluesky.listIdentities(owner))[0]?.profile.id;
    if (!pick) throw new Error('the simulated Bluesky offered no identity');
    return (await bluesky.connectIdentity({ identity: pick, ownerUserId: owner })).credentials;
  };
  return { ...s, bluesky, connectBluesky };
}

/**
 * The posts an identity made through the Bluesky face (the ones with a reply key), oldest first, as
 * that face names them: at:// ids, and the URI of the post each answers.
 */
export async function blueskyPostsOf(db: TDb, did: string) {
  const identityId = accountIdOfDid(did);
  if (!identityId) throw new Error(`${did} is no DID of the sandbox network`);
  const rows = await keyedPostsOf(db, identityId);
  const parentIds = rows.flatMap((r) => (r.inReplyToPostId ? [r.inReplyToPostId] : []));
  const parents =
    parentIds.length > 0
      ? await db
          .select({ id: sandboxPosts.id, authorId: sandboxPosts.authorId })
          .from(sandboxPosts)
          .where(inArray(sandboxPosts.id, parentIds))
      : [];
  const authorOf = new Map(parents.map((p) => [p.id, p.authorId]));
  return rows.map((r) => {
    const parentAuthor = r.inReplyToPostId ? authorOf.get(r.inReplyToPostId) : undefined;
    return {
      id: r.uri,
      text: r.text,
      inReplyTo: r.inReplyToPostId && parentAuthor ? postUri(parentAuthor, r.inReplyToPostId) : null,
    };
  });
}

/** The posts an identity made through the Bluesky face (the ones with a reply key), oldest first. */
export async function keyedPostsOf(db: TDb, identityId: string) {
  const rows = await db
    .select()
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.authorId, identityId), isNotNull(sandboxPosts.replyKey)))
    .orderBy(asc(sandboxPosts.createdAt), asc(sandboxPosts.id));
  return rows.map((r) => ({ ...r, uri: postUri(r.authorId, r.id) }));
}
