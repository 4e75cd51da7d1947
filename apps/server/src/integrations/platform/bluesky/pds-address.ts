import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../../lib/ip-address';
import { PlatformError } from '../errors';

/** The address a request connects to, whatever its host name resolves to by then. */
export type TPinnedAddress = { address: string; family: 4 | 6 };

/** A host name's addresses (DNS); injectable so tests can stand in for the network's resolver. */
export type TResolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveHost: TResolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Why a PDS address was refused: for the operator's log. The user reads one sentence for all. */
export type TPdsRefusal = 'not_https' | 'credentials' | 'unresolved' | 'not_public';

/**
 * The PDS an account's DID document names is not one this server may call: nothing was sent to
 * it. Not retried (it is no passing failure) and not "reconnect": the session itself is fine.
 */
export class PdsAddressRefusedError extends PlatformError {
  constructor(
    readonly origin: string,
    readonly reason: TPdsRefusal,
  ) {
    super(`The account's PDS at ${origin} is not a public https address (${reason}); nothing was sent to it`);
  }
}

/**
 * Where requests to a PDS named by a DID document may go: https only, and every address its host
 * resolves to public (lib/ip-address.ts), since anyone controls their own DID document and
 * could name this server's loopback, its private network or a cloud metadata address. The answer
 * is the address to connect to, so that what was checked is what is reached (no second lookup
 * that DNS could answer differently). The configured BLUESKY_SERVICE_URL is not judged here: the
 * operator chose it.
 */
export async function checkPdsAddress(url: URL, resolve: TResolve = resolveHost): Promise<TPinnedAddress> {
  const refuse = (reason: TPdsRefusal) => new PdsAddressRefusedError(url.origin, reason);
  if (url.protocol !== 'https:') throw refuse('not_https');
  if (url.username || url.password) throw refuse('credentials');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let found: { address: string; family: number }[];
  if (isIP(host)) {
    found = [{ address: host, family: isIP(host) }];
  } else {
    try {
      found = await resolve(host);
    } catch {
      throw refuse('unresolved');
    }
  }
  const first = found[0];
  if (!first) throw refuse('unresolved');
  // Every address, not only the one used: a name that also points inward is refused outright.
  if (!found.every((a) => isPublicAddress(a.address))) throw refuse('not_public');
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
