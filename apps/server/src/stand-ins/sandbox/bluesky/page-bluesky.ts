import type { TPlatformPost } from '../../../integrations/platform/types';
import { renderPage } from '../page-layout';
import { renderPostCard, replyingTo } from '../page-posts';

/**
 * The sandbox's Bluesky-shaped page of a post (decision 0067): what it answers, the post, and its
 * replies, read on the Bluesky face (handles, no view counts), labelled "Simulated Bluesky" as the
 * X pages are labelled simulated X.
 */

const BLUESKY_FACE = { views: false };
const postCard = (post: TPlatformPost, id?: string) => renderPostCard(post, BLUESKY_FACE, id);

export function renderBlueskyThread(
  post: TPlatformPost,
  parent: TPlatformPost | null,
  replies: TPlatformPost[],
): string {
  const after = replies.length
    ? `<h2>Replies</h2><div aria-label="Replies" role="list">${replies.map((r) => `<div role="listitem">${postCard(r)}</div>`).join('')}</div>`
    : '<p class="muted">No replies yet.</p>';
  return renderPage(
    `Post by @${post.author.username}`,
    `<p><span class="face">Simulated Bluesky</span></p>${replyingTo(parent)}${postCard(post, 'post')}${after}`,
    'Bluesky',
  );
}
