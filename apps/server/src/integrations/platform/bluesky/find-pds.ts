import type { TLogger } from '../../../lib/logger';
import type { TPdsFetch } from './pds-fetch';

/** Where a did:plc's document is read unless the provider is told otherwise (tests, a private PLC). */
export const PLC_DIRECTORY = 'https://plc.directory';

type TDidDocument = {
  id?: unknown;
  alsoKnownAs?: unknown;
  service?: { id?: unknown; type?: unknown; serviceEndpoint?: unknown }[];
};

const HANDLE = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The PDS that holds the account a handle (or DID) names, when it is not the configured service:
 * the handle is resolved to its DID at the configured service (com.atproto.identity.resolveHandle,
 * which follows the handle's DNS or https record); a repository the service holds
 * (com.atproto.repo.describeRepo) ends the search; else the DID leads to its document (the PLC directory for
 * did:plc, the host's /.well-known/did.json for did:web), and the document names the PDS
 * (#atproto_pds). The document must name the handle back, so a resolver cannot send the password
 * elsewhere. Every request goes through `pds` (pds-fetch.ts: the configured service as is, any
 * other origin only at a public https address, pinned). Null when the account is the service's
 * own, or when any step finds nothing: the sign-in's own answer then stands.
 */
export async function findAccountPds(
  identifier: string,
  context: { serviceUrl: string; plcUrl: string; pds: TPdsFetch; logger: TLogger },
): Promise<URL | null> {
  const name = identifier.trim().replace(/^@+/, '').toLowerCase();
  const service = new URL(context.serviceUrl);
  try {
    const did = name.startsWith('did:')
      ? name
      : HANDLE.test(name)
        ? await resolveHandle(name, context)
        : null;
    if (!did || (await heldByService(did, context))) return null;
    const doc = await readJson<TDidDocument>(didDocumentUrl(did, context.plcUrl), context.pds);
    if (doc?.id !== did) return null;
    const names = Array.isArray(doc.alsoKnownAs) ? doc.alsoKnownAs : [];
    if (!name.startsWith('did:') && !names.some((aka) => aka === `at://${name}`)) return null;
    const endpoint = doc.service?.find(
      (s) => s.id === '#atproto_pds' || s.id === `${did}#atproto_pds`,
    )?.serviceEndpoint;
    if (typeof endpoint !== 'string') return null;
    const pds = new URL(endpoint);
    return pds.origin === service.origin ? null : pds;
  } catch (err) {
    context.logger.info(
      { platform: 'bluesky', error: err instanceof Error ? err.message : String(err) },
      "the Bluesky account's own PDS could not be found",
    );
    return null;
  }
}

async function resolveHandle(
  handle: string,
  context: { serviceUrl: string; pds: TPdsFetch },
): Promise<string | null> {
  const url = new URL('/xrpc/com.atproto.identity.resolveHandle', context.serviceUrl);
  url.searchParams.set('handle', handle);
  const answer = await readJson<{ did?: unknown }>(url, context.pds);
  return typeof answer?.did === 'string' && answer.did.startsWith('did:') ? answer.did : null;
}

/** Whether the configured service holds the account's repository: then the sign-in's answer stands. */
async function heldByService(did: string, context: { serviceUrl: string; pds: TPdsFetch }): Promise<boolean> {
  const url = new URL('/xrpc/com.atproto.repo.describeRepo', context.serviceUrl);
  url.searchParams.set('repo', did);
  const answer = await readJson<{ did?: unknown }>(url, context.pds);
  return answer?.did === did;
}

/** Where a DID's document is: did:plc at the PLC directory, did:web at its host (and path). */
function didDocumentUrl(did: string, plcUrl: string): URL {
  if (did.startsWith('did:plc:')) return new URL(`/${did}`, plcUrl);
  const web = /^did:web:([^:]+)((?::[^:]+)*)$/.exec(did);
  if (!web) throw new Error(`no document for ${did.split(':').slice(0, 2).join(':')} DIDs`);
  const host = decodeURIComponent(web[1] ?? '');
  const path = (web[2] ?? '').split(':').filter(Boolean).map(decodeURIComponent).join('/');
  return new URL(path ? `https://${host}/${path}/did.json` : `https://${host}/.well-known/did.json`);
}

/** A JSON answer through the guarded fetch; null for anything but a 200. */
async function readJson<T>(url: URL, pds: TPdsFetch): Promise<T | null> {
  const res = await pds.fetch(url, { headers: { accept: 'application/json' }, redirect: 'manual' });
  if (res.status !== 200) {
    await res.body?.cancel();
    return null;
  }
  return (await res.json()) as T;
}
