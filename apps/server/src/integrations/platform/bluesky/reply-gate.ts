import type { AppBskyFeedDefs } from '@atproto/api';

type TRule = { $type?: string; list?: string };
type TGateView = { record?: { allow?: TRule[] } };
type TFacet = { features?: { $type?: string; did?: string }[] };

const RULE = 'app.bsky.feed.threadgate#';

/**
 * Whether a thread's gate leaves the account `viewerDid` out, so that a reply to `view` would be
 * accepted by its PDS yet hidden from the thread. The AppView says so itself for the account whose
 * session asked (`viewer.replyDisabled`, from the root's gate); when it does not, the root's gate is
 * read here: no gate or no `allow` lets everyone reply, an empty `allow` only the root's author, and
 * each rule lets in the accounts it names: those mentioned in the root (mentionRule), those who follow
 * its author (followerRule), those its author follows (followingRule). Membership of a list
 * (listRule) cannot be seen from the post, so a list alone does not let the account in.
 *
 * `root` is the thread's first post (the view itself when it is one); null when it was not given,
 * and then only the AppView's word can close the thread.
 */
export function replyDisabled(
  view: AppBskyFeedDefs.PostView,
  root: AppBskyFeedDefs.PostView | null,
  viewerDid: string,
): boolean {
  const said = view.viewer?.replyDisabled;
  if (typeof said === 'boolean') return said;
  const first = isReply(view) ? root : view;
  const gate = first?.threadgate as TGateView | undefined;
  const allow = gate?.record?.allow;
  if (!first || !Array.isArray(allow)) return false;
  if (first.author.did === viewerDid) return false;
  return !allow.some((rule) => lets(rule, first, viewerDid));
}

function lets(rule: TRule, root: AppBskyFeedDefs.PostView, viewerDid: string): boolean {
  switch (rule.$type) {
    case `${RULE}mentionRule`:
      return mentions(root, viewerDid);
    case `${RULE}followerRule`:
      return !!root.author.viewer?.following;
    case `${RULE}followingRule`:
      return !!root.author.viewer?.followedBy;
    default:
      return false;
  }
}

function mentions(root: AppBskyFeedDefs.PostView, did: string): boolean {
  const facets = (root.record as { facets?: TFacet[] }).facets;
  if (!Array.isArray(facets)) return false;
  return facets.some((facet) =>
    (facet.features ?? []).some((f) => f.$type === 'app.bsky.richtext.facet#mention' && f.did === did),
  );
}

function isReply(view: AppBskyFeedDefs.PostView): boolean {
  return !!(view.record as { reply?: unknown }).reply;
}

/**
 * The post's content labels: the author's own (the record's self-labels) and those moderation
 * services put on it, lower case, each once. A service's label it took back (`neg`) is left out,
 * and so is '!no-unauthenticated' (the author asking to be hidden from signed-out readers, which
 * says nothing of the content).
 */
export function labelsOf(view: AppBskyFeedDefs.PostView): string[] {
  const own = (view.record as { labels?: { values?: { val?: unknown }[] } }).labels?.values ?? [];
  const given = view.labels ?? [];
  const negated = new Set(given.filter((label) => label.neg).map((label) => label.val));
  const values = [
    ...own.map((v) => v.val),
    ...given.filter((label) => !label.neg && !negated.has(label.val)).map((label) => label.val),
  ]
    .filter((val): val is string => typeof val === 'string' && val !== '' && val !== '!no-unauthenticated')
    .map((val) => val.toLowerCase());
  return [...new Set(values)];
}
