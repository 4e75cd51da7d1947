import type { TPlatformPost, TPlatformPostBase } from '../../../integrations/platform/types';
import { esc, renderPage } from '../page-layout';

/**
 * The sandbox's Bluesky-shaped page of a post (decision 0067): what it answers, the post, and its
 * replies, read on the Bluesky face (handles, no view counts), labelled "Simulated Bluesky" as the
 * X pages are labelled simulated X.
 */

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const count = (n: number, one: string, many: string) =>
  `<span>${compact.format(n)} ${n === 1 ? one : many}</span>`;
const when = (iso: string) => new Date(iso).toUTCString().replace(' GMT', ' UTC');

function postBody(post: TPlatformPostBase, inner = ''): string {
  const r = post.reactions;
  return `<div class="post"><img class="avatar" src="${esc(post.author.avatar_url ?? '')}" alt="">
<div class="body"><div class="who"><b>${esc(post.author.name)}</b><span><a href="${esc(post.url)}">@${esc(post.author.username)} · ${esc(when(post.created_at))}</a></span></div>
<p class="text">${esc(post.text)}</p>${post.media_url ? `<img class="media" src="${esc(post.media_url)}" alt="Image attached to the post">` : ''}${inner}
<div class="stats">${count(r.replies, 'reply', 'replies')}${count(r.retweets, 'repost', 'reposts')}${count(r.likes, 'like', 'likes')}</div></div></div>`;
}

function postCard(post: TPlatformPost, id?: string): string {
  const inner = post.original ? `<div class="quoted">${postBody(post.original)}</div>` : '';
  return `<article class="card"${id ? ` id="${esc(id)}"` : ''}>${postBody(post, inner)}</article>`;
}

export function renderBlueskyThread(
  post: TPlatformPost,
  parent: TPlatformPost | null,
  replies: TPlatformPost[],
): string {
  const before = parent
    ? `<p class="muted">Replying to <a href="${esc(parent.url)}">@${esc(parent.author.username)}</a></p>`
    : '';
  const after = replies.length
    ? `<h2>Replies</h2><div aria-label="Replies" role="list">${replies.map((r) => `<div role="listitem">${postCard(r)}</div>`).join('')}</div>`
    : '<p class="muted">No replies yet.</p>';
  return renderPage(
    `Post by @${post.author.username}`,
    `<p><span class="face">Simulated Bluesky</span></p>${before}${postCard(post, 'post')}${after}`,
    'Bluesky',
  );
}
