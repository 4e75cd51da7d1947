/**
 * Where a stored session is resumed: the service that issued it, as its refresh token's audience
 * names it (a PDS names itself `did:web:<its host>`). The configured service when that audience is
 * not a did:web, names the configured host, or is the configured service's own DID (asked once with
 * com.atproto.server.describeServer: a service reached at another address, such as a proxy in front
 * of it or a private address, still is itself). Any other did:web is the PDS the account signed in
 * at, found from its handle (find-pds.ts): resumed there over https, where pds-fetch.ts judges the
 * address like any other PDS's. When the service's DID cannot be learnt, the configured service.
 */
export async function sessionHome(
  serviceUrl: string,
  refreshJwt: string,
  serviceDid: () => Promise<string | null>,
): Promise<URL> {
  const service = new URL(serviceUrl);
  const aud = tokenClaim(refreshJwt, 'aud');
  const host = aud?.startsWith('did:web:') ? decodeURIComponent(aud.slice(8).split(':')[0] ?? '') : '';
  if (!aud || !host) return service;
  if (host.includes(':') ? host === service.host : host === service.hostname) return service;
  const own = await serviceDid();
  if (own === null || own === aud) return service;
  try {
    return new URL(`https://${host}`);
  } catch {
    return service;
  }
}

/**
 * The DID the configured service names itself with (describeServer), or null when it did not say.
 * `fetchImpl` is the guarded fetch (pds-fetch.ts), which calls the configured service as is.
 */
export async function describeServiceDid(
  serviceUrl: string,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  try {
    const res = await fetchImpl(new URL('/xrpc/com.atproto.server.describeServer', serviceUrl), {
      headers: { accept: 'application/json' },
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return null;
    }
    const did = ((await res.json()) as { did?: unknown }).did;
    return typeof did === 'string' && did.startsWith('did:') ? did : null;
  } catch {
    return null;
  }
}

/** A string claim of a token's payload, read, not verified (see session.ts accessScope); null when absent. */
export function tokenClaim(jwt: string, name: 'scope' | 'aud'): string | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const value = (claims as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
