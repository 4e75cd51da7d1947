import { pinnedFetch } from '../../../lib/pinned-fetch';
import { checkPdsAddress, type TPinnedAddress, type TResolve } from './pds-address';

/** Injectable so tests can stand in for DNS and for the connection to a PDS. */
export type TPdsNetwork = {
  resolve?: TResolve | undefined;
  send?: ((request: Request, pin: TPinnedAddress) => Promise<Response>) | undefined;
};

export type TPdsFetch = {
  /** The fetch a CredentialSession is given: every request of its client goes through it. */
  fetch: typeof fetch;
  /** Where requests to `url` connect (null: the configured service), or PdsAddressRefusedError. */
  check(url: URL): Promise<TPinnedAddress | null>;
  /** Forgets what was checked: a sign-in or refresh may name another PDS, or its name resolve elsewhere. */
  recheck(): void;
};

/**
 * The one way out of a Bluesky client. @atproto/api sends a session's calls to the PDS named in
 * the account's DID document (CredentialSession.pdsUrl, replaced on every sign-in and refresh)
 * and only its own session calls to the service it was made with. Both go through the session's
 * `fetch`, so this is where the address is judged, whatever the client chose it from: the
 * configured service (BLUESKY_SERVICE_URL, the operator's choice, loopback in tests) is called as
 * is, through `base`; any other origin only once checkPdsAddress allowed it, and then at the
 * address that was checked (pinned). A refused origin fails the call before anything is sent.
 */
export function pdsFetch(
  serviceUrl: string,
  base: typeof fetch | undefined,
  network: TPdsNetwork = {},
): TPdsFetch {
  const service = new URL(serviceUrl).origin;
  const send = network.send ?? pinnedFetch;
  let checked = new Map<string, Promise<TPinnedAddress>>();

  const check = (url: URL): Promise<TPinnedAddress | null> => {
    if (url.origin === service) return Promise.resolve(null);
    let pending = checked.get(url.origin);
    if (!pending) {
      pending = checkPdsAddress(url, network.resolve);
      // A refusal is read by each caller; this keeps an unread one from reaching the process.
      pending.catch(() => undefined);
      checked.set(url.origin, pending);
    }
    return pending;
  };

  const guarded: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const pin = await check(url);
    if (!pin) return (base ?? globalThis.fetch)(input, init);
    return send(new Request(input, init), pin);
  };

  return {
    fetch: guarded,
    check,
    recheck: () => {
      checked = new Map();
    },
  };
}
