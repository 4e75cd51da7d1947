import type { OAuthConnect, PasswordConnect, PlatformProvider, TPlatformId } from './types';

/** The provider of each platform, with the way its accounts connect. */
export type TProviders = {
  twitter: PlatformProvider & OAuthConnect;
  bluesky: PlatformProvider & PasswordConnect;
};

export type TPlatformRegistry = {
  /** The provider of `id`; code that names the platform gets its way of connecting too. */
  get<P extends TPlatformId>(id: P): TProviders[P];
  /** Every platform the product can connect today. */
  list(): PlatformProvider[];
};

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
