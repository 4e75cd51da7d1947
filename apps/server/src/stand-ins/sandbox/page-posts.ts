import type { TPlatformPost, TPlatformPostBase } from '../../integrations/platform/types';
import { errorBox, esc, renderPage } from './page-layout';
import type { TAccountRow } from './post-view';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const count = (n: number, one: string, many: string) =>
  `<span>${compact.format(n)} ${n === 1 ? one : many}</span>`;
const when = (iso: string) => new Date(iso).toUTCString().replace(' GMT', ' UTC');

/** Which counts a face shows under a post: Bluesky shows no views. */
type TPostFace = { views: boolean };

function postBody(post: TPlatformPostBase, face: TPostFace, inner = ''): string {
  const r = post.reactions;
  const views = face.views ? count(r.views, 'view', 'views') : '';
  return `<div class="post"><img class="avatar" src="${esc(post.author.avatar_url ?? '')}" alt="">
<div class="body"><div class="who"><b>${esc(post.author.name)}</b><span><a href="${esc(post.url)}">@${esc(post.author.username)} · ${esc(when(post.created_at))}</a></span></div>
<p class="text">${esc(post.text)}</p>${post.media_url ? `<img class="media" src="${esc(post.media_url)}" alt="Image attached to the post">` : ''}${inner}
<div class="stats">${count(r.replies, 'reply', 'replies')}${count(r.retweets, 'repost', 'reposts')}${count(r.likes, 'like', 'likes')}${views}</div></div></div>`;
}

/** A post as a card (its quoted post inside); `id` anchors it on the page. */
export function renderPostCard(post: TPlatformPost, face: TPostFace = { views: true }, id?: string): string {
  const inner = post.original ? `<div class="quoted">${postBody(post.original, face)}</div>` : '';
  return `<article class="card"${id ? ` id="${esc(id)}"` : ''}>${postBody(post, face, inner)}</article>`;
}

/** The line above a reply saying whom it answers; nothing for a post that answers none. */
export const replyingTo = (parent: TPlatformPost | null) =>
  parent
    ? `<p class="muted">Replying to <a href="${esc(parent.url)}">@${esc(parent.author.username)}</a></p>`
    : '';

/** One post, what it answers, and its replies. */
export function renderStatusPage(
  post: TPlatformPost,
  parent: TPlatformPost | null,
  replies: TPlatformPost[],
): string {
  const after = replies.length ? `<h2>Replies</h2>${replies.map((r) => renderPostCard(r)).join('')}` : '';
  return renderPage(
    `Post by @${post.author.username}`,
    `${replyingTo(parent)}${renderPostCard(post)}${after}`,
  );
}

export type TIntentView = {
  post: TPlatformPost;
  /** The signed-in identity the reply is posted as; null when the browser is not signed in. */
  identity: TAccountRow | null;
  text: string;
  error?: string;
};

/** X's web intent: the prefilled reply, who posts it (the signed-in identity), and a Post button. */
export function renderIntentPage(view: TIntentView): string {
  const { identity } = view;
  const who = identity
    ? `<p class="muted">Posting as <b>${esc(identity.name)}</b> (@${esc(identity.username)})</p>`
    : `<p class="muted">You are not signed in to the sandbox network. Connect your sandbox account from the app first (Settings, Connect X); this browser is then signed in as it.</p>`;
  return renderPage(
    'Post your reply',
    `<h1>Post your reply</h1>${errorBox(view.error)}${renderPostCard(view.post)}
<section class="card"><form method="post" action="intent">
<input type="hidden" name="in_reply_to" value="${esc(view.post.id)}">
${who}
<label class="field">Your reply <textarea name="text" required maxlength="280">${esc(view.text)}</textarea></label>
<div class="actions"><button class="primary" type="submit"${identity ? '' : ' disabled'}>Post</button></div>
</form></section>`,
  );
}
