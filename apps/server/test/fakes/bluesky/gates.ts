import { graphRecord, type TFakeState, type TStoredRecord } from './state';

/** A thread gate's rule as a test writes it: who may reply besides the root's author. */
export type TGateRule = 'mention' | 'follower' | 'following' | { list: string };

/** The labeler whose labels the fake hands out (Bluesky's own moderation service). */
export const MODERATION_DID = 'did:plc:ar7c4by46qjdydhdevvrndac';

const RULE = 'app.bsky.feed.threadgate#';

export function gateRecord(uri: string, rules: TGateRule[] | undefined) {
  return {
    $type: 'app.bsky.feed.threadgate',
    post: uri,
    ...(rules
      ? {
          allow: rules.map((rule) =>
            typeof rule === 'string'
              ? { $type: `${RULE}${rule}Rule` }
              : { $type: `${RULE}listRule`, list: rule.list },
          ),
        }
      : {}),
    createdAt: new Date().toISOString(),
  };
}

type TReplyRefs = { reply?: { root: { uri: string } } };

/** The gate of the thread `r` belongs to: at the root post's record key, in its author's repo. */
function gateOf(state: TFakeState, rootUri: string): TStoredRecord | undefined {
  return state.records.get(rootUri.replace('/app.bsky.feed.post/', '/app.bsky.feed.threadgate/'));
}

function follows(state: TFakeState, did: string, subject: string): string | undefined {
  return graphRecord(state, 'app.bsky.graph.follow', did, subject)?.uri;
}

/**
 * How the viewer and the author stand, as the AppView puts it in a profile's `viewer`: who follows
 * whom, whether the viewer muted the author, blocks them (the block's URI) or is blocked by them.
 */
export function authorViewer(state: TFakeState, authorDid: string, viewer: string | undefined) {
  if (!viewer) return {};
  const following = follows(state, viewer, authorDid);
  const followedBy = follows(state, authorDid, viewer);
  const blocking = graphRecord(state, 'app.bsky.graph.block', viewer, authorDid)?.uri;
  const blockedBy = !!graphRecord(state, 'app.bsky.graph.block', authorDid, viewer);
  const muted = state.mutes.get(viewer)?.has(authorDid) ?? false;
  return {
    viewer: {
      ...(following ? { following } : {}),
      ...(followedBy ? { followedBy } : {}),
      ...(muted ? { muted } : {}),
      ...(blocking ? { blocking } : {}),
      ...(blockedBy ? { blockedBy } : {}),
    },
  };
}

/**
 * What the AppView adds to a post view for a gate: the gate itself on the thread's first post, and
 * `viewer.replyDisabled` for the signed-in account on every post of a gated thread (unless the test
 * asked the fake not to say, as an AppView may not).
 */
export function gateView(state: TFakeState, r: TStoredRecord, viewer: string | undefined) {
  const rootUri = (r.value as TReplyRefs).reply?.root.uri ?? r.uri;
  const gate = gateOf(state, rootUri);
  if (!gate) return {};
  const own =
    rootUri === r.uri ? { threadgate: { uri: gate.uri, cid: gate.cid, record: gate.value, lists: [] } } : {};
  if (!viewer || !state.saysReplyDisabled) return own;
  return { ...own, viewer: { replyDisabled: !mayReply(state, rootUri, gate, viewer) } };
}

function mayReply(state: TFakeState, rootUri: string, gate: TStoredRecord, viewer: string): boolean {
  const root = state.records.get(rootUri);
  if (!root || root.did === viewer) return true;
  const allow = (gate.value as { allow?: { $type: string; list?: string }[] }).allow;
  if (!allow) return true;
  const facets = (root.value as { facets?: { features: { did?: string }[] }[] }).facets ?? [];
  return allow.some((rule) => {
    switch (rule.$type) {
      case `${RULE}mentionRule`:
        return facets.some((f) => f.features.some((feature) => feature.did === viewer));
      case `${RULE}followerRule`:
        return !!follows(state, viewer, root.did);
      case `${RULE}followingRule`:
        return !!follows(state, root.did, viewer);
      case `${RULE}listRule`:
        return state.lists.get(rule.list ?? '')?.has(viewer) ?? false;
      default:
        return false;
    }
  });
}

/** The labels on a post as the AppView gives them: the author's self-labels, then labelers'. */
export function labelViews(state: TFakeState, r: TStoredRecord) {
  const own = (r.value as { labels?: { values?: { val: string }[] } }).labels?.values ?? [];
  const cts = r.indexedAt;
  const labels = [
    ...own.map(({ val }) => ({ src: r.did, uri: r.uri, cid: r.cid, val, cts })),
    ...state.labels
      .filter((l) => l.uri === r.uri)
      .map((l) => ({ src: MODERATION_DID, uri: r.uri, val: l.val, ...(l.neg ? { neg: true } : {}), cts })),
  ];
  return labels.length > 0 ? { labels } : {};
}
