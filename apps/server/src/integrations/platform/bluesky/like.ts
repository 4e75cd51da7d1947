import { BadInputError } from '../errors';
import type { TCredentials, TLikeInput } from '../types';
import { xrpcErrorName } from './bluesky-errors';
import { POST_COLLECTION } from './post-reply';
import { likeRecordKey, recordKeyOf } from './record-key';
import type { TRunner } from './session';

export const LIKE_COLLECTION = 'app.bsky.feed.like';

/**
 * Likes the post exactly once: the like's record key comes from the product's key (record-key.ts)
 * and it is written "only if absent" (putRecord with swapRecord null), so a retry after an answer
 * that was lost finds it there (InvalidSwap) and is done. A post the account already liked, here or
 * in the Bluesky app, is left as it is.
 */
export async function writeLike(
  run: TRunner,
  credentials: TCredentials,
  input: TLikeInput & { createdAt: string },
): Promise<void> {
  if (!recordKeyOf(input.postId) || !input.postId.includes(`/${POST_COLLECTION}/`)) {
    throw new BadInputError(`Not a Bluesky post: ${input.postId}`);
  }
  const answer = await run.main('likePost.subject', (a) =>
    a.app.bsky.feed.getPosts({ uris: [input.postId] }),
  );
  const post = answer.data.posts[0];
  if (!post) throw new BadInputError('The post is no longer on Bluesky.');
  if (post.viewer?.like) return;
  try {
    // Retried when its outcome is unknown: written only if absent, a second try cannot like twice.
    await run.main('likePost', (a) =>
      a.com.atproto.repo.putRecord({
        repo: credentials.userId,
        collection: LIKE_COLLECTION,
        rkey: likeRecordKey(input.key),
        record: {
          $type: LIKE_COLLECTION,
          subject: { uri: post.uri, cid: post.cid },
          createdAt: input.createdAt,
        },
        swapRecord: null,
      }),
    );
  } catch (err) {
    // An earlier attempt (or the one this retried) wrote it.
    if (xrpcErrorName(err) !== 'InvalidSwap') throw err;
  }
}
