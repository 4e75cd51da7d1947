import { cidFor, nextTid, TID } from './ids';
import { findAccount, nextIndexedAt, type TFakeState } from './state';
import { type TContext, invalid, required, type TRoute, XrpcFail } from './xrpc';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].length;

/** The account's own repo: `repo` must name it (DID or handle), as the PDS checks. */
function ownRepo(ctx: TContext, repo: unknown): string {
  const target = findAccount(ctx.state, required(repo, 'repo'));
  if (!target || target.did !== ctx.account.did) throw invalid('Invalid repo');
  return target.did;
}

/** What the PDS validates in an app.bsky.feed.post record (the lexicon's limits). */
function validatePost(record: Record<string, unknown>): void {
  const text = record.text;
  if (typeof text !== 'string')
    throw invalid('Invalid app.bsky.feed.post record: Record must have the property "text"');
  if (graphemes(text) > 300) {
    throw invalid('Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes');
  }
  if (Buffer.byteLength(text, 'utf8') > 3000) {
    throw invalid('Invalid app.bsky.feed.post record: Record/text must not be longer than 3000 characters');
  }
  if (typeof record.createdAt !== 'string' || !Number.isFinite(Date.parse(record.createdAt))) {
    throw invalid('Invalid app.bsky.feed.post record: Record/createdAt must be an valid atproto datetime');
  }
  const facets = record.facets;
  if (Array.isArray(facets)) {
    for (const facet of facets as { features?: { $type?: string; did?: string }[] }[]) {
      for (const f of facet.features ?? []) {
        if (f.$type === 'app.bsky.richtext.facet#mention' && !f.did?.startsWith('did:')) {
          throw invalid(
            'Invalid app.bsky.feed.post record: Record/facets/0/features/0/did must be a valid did',
          );
        }
      }
    }
  }
}

/** Collections whose record keys the lexicons say are TIDs. */
const TID_KEYED = new Set(['app.bsky.feed.post', 'app.bsky.feed.like', 'app.bsky.feed.repost']);

/** What the PDS checks of a record before writing it: its key's syntax and the lexicon's fields. */
function validateRecord(collection: string, rkey: string, record: Record<string, unknown>): void {
  if (TID_KEYED.has(collection) && !TID.test(rkey)) {
    throw invalid(`Invalid record key for ${collection}: ${rkey}`);
  }
  if (collection === 'app.bsky.feed.post') validatePost(record);
  if (collection === 'app.bsky.feed.like') validateLike(record);
}

/** An app.bsky.feed.like record: a strong reference to its subject, and when. */
function validateLike(record: Record<string, unknown>): void {
  const subject = record.subject as { uri?: unknown; cid?: unknown } | undefined;
  if (typeof subject?.uri !== 'string' || !subject.uri.startsWith('at://')) {
    throw invalid('Invalid app.bsky.feed.like record: Record/subject/uri must be a valid at-uri');
  }
  if (typeof subject.cid !== 'string' || !/^b[a-z2-7]{20,}$/.test(subject.cid)) {
    throw invalid('Invalid app.bsky.feed.like record: Record/subject/cid must be a cid string');
  }
  if (typeof record.createdAt !== 'string' || !Number.isFinite(Date.parse(record.createdAt))) {
    throw invalid('Invalid app.bsky.feed.like record: Record/createdAt must be an valid atproto datetime');
  }
}

/** Writes a record, as the tests' helpers and putRecord do. */
export function writeRecord(
  state: TFakeState,
  input: { did: string; collection: string; rkey: string; value: Record<string, unknown> },
) {
  const uri = `at://${input.did}/${input.collection}/${input.rkey}`;
  const cid = cidFor(input.value);
  state.records.set(uri, { ...input, uri, cid, indexedAt: nextIndexedAt(state) });
  return { uri, cid };
}

export const REPO_ROUTES: Record<string, TRoute> = {
  'com.atproto.repo.putRecord': {
    method: 'POST',
    auth: 'access',
    handle: (ctx) => {
      const { body, state } = ctx;
      const did = ownRepo(ctx, body.repo);
      const collection = required(body.collection, 'collection');
      const rkey = required(body.rkey, 'rkey');
      const record = body.record;
      if (!record || typeof record !== 'object') throw invalid('Input must have the property "record"');
      validateRecord(collection, rkey, record as Record<string, unknown>);
      const existing = state.records.get(`at://${did}/${collection}/${rkey}`);
      if ('swapRecord' in body && body.swapRecord !== undefined) {
        const current = existing?.cid ?? null;
        if (current !== body.swapRecord) {
          throw new XrpcFail(400, 'InvalidSwap', `Record was at ${current ?? 'null'}`);
        }
      }
      const written = writeRecord(state, { did, collection, rkey, value: record as Record<string, unknown> });
      return { ...written, validationStatus: 'valid' };
    },
  },
  'com.atproto.repo.createRecord': {
    method: 'POST',
    auth: 'access',
    handle: (ctx) => {
      const { body, state } = ctx;
      const did = ownRepo(ctx, body.repo);
      const collection = required(body.collection, 'collection');
      const rkey = typeof body.rkey === 'string' && body.rkey ? body.rkey : nextTid();
      const record = body.record;
      if (!record || typeof record !== 'object') throw invalid('Input must have the property "record"');
      validateRecord(collection, rkey, record as Record<string, unknown>);
      if (state.records.has(`at://${did}/${collection}/${rkey}`)) {
        throw invalid(`Record already exists: at://${did}/${collection}/${rkey}`);
      }
      const written = writeRecord(state, { did, collection, rkey, value: record as Record<string, unknown> });
      return { ...written, validationStatus: 'valid' };
    },
  },
  'com.atproto.repo.getRecord': {
    method: 'GET',
    auth: 'none',
    handle: ({ state, params }) => {
      const account = findAccount(state, required(params.get('repo'), 'repo'));
      const uri = `at://${account?.did ?? params.get('repo')}/${required(params.get('collection'), 'collection')}/${required(params.get('rkey'), 'rkey')}`;
      const record = state.records.get(uri);
      if (!record) throw new XrpcFail(400, 'RecordNotFound', `Could not locate record: ${uri}`);
      return { uri: record.uri, cid: record.cid, value: record.value };
    },
  },
  'com.atproto.repo.describeRepo': {
    method: 'GET',
    auth: 'none',
    handle: ({ state, params }) => {
      const account = findAccount(state, required(params.get('repo'), 'repo'));
      if (!account) throw new XrpcFail(400, 'RepoNotFound', `Could not find repo: ${params.get('repo')}`);
      return {
        handle: account.handle,
        did: account.did,
        didDoc: {},
        collections: ['app.bsky.feed.post'],
        handleIsCorrect: true,
      };
    },
  },
  'com.atproto.repo.deleteRecord': {
    method: 'POST',
    auth: 'access',
    handle: (ctx) => {
      const did = ownRepo(ctx, ctx.body.repo);
      const uri = `at://${did}/${required(ctx.body.collection, 'collection')}/${required(ctx.body.rkey, 'rkey')}`;
      ctx.state.records.delete(uri);
      return {};
    },
  },
};
