import type {
  IdentityConnect,
  OAuthConnect,
  PasswordConnect,
  PlatformProvider,
  TOfferedProvider,
  TPlatformId,
} from './types';

/** The provider of each platform, with the way its accounts connect. */
export type TProviders = {
  /** X, the sandbox network, or X not configured (production without its keys or DEMO_MODE). */
  twitter: PlatformProvider & OAuthConnect;
  /**
   * Bluesky at BLUESKY_SERVICE_URL, or the sandbox network's Bluesky (decision 0067), whose
   * identities are picked (IdentityConnect) rather than signed in to.
   */
  bluesky: PlatformProvider & PasswordConnect & Partial<IdentityConnect>;
};

/** The provider's way of picking an identity, when it is a simulated network that has one. */
export function identityConnectOf(provider: Partial<IdentityConnect>): IdentityConnect | null {
  const { listIdentities, connectIdentity } = provider;
  if (!listIdentities || !connectIdentity) return null;
  return {
    listIdentities: (ownerUserId) => listIdentities.call(provider, ownerUserId),
    connectIdentity: (input) => connectIdentity.call(provider, input),
  };
}

export type TPlatformRegistry = {
  /** The provider of `id`; code that names the platform gets its way of connecting too. */
  get<P extends TPlatformId>(id: P): TProviders[P];
  /**
   * Every platform the product knows, one it is not configured for included: that one's kind,
   * 'unconfigured', matches no stored connection, so nothing is read or posted through it.
   */
  list(): PlatformProvider[];
};

/** Whether the server offers the platform (its provider is live or the sandbox network). */
export const isOffered = (provider: PlatformProvider): provider is TOfferedProvider =>
  provider.kind !== 'unconfigured';

/** The registry over the providers boot chose (X or the sandbox network, and Bluesky). */
export function platformRegistry(providers: TProviders): TPlatformRegistry {
  return {
    get: <P extends TPlatformId>(id: P): TProviders[P] => {
      if (!Object.hasOwn(providers, id)) throw new Error(`unknown platform ${String(id)}`);
      return providers[id];
    },
    list: () => [providers.twitter, providers.bluesky],
  };
}
