import type { PlatformProvider, TPlatformId } from './types';

export type TPlatformRegistry = {
  get(id: TPlatformId): PlatformProvider;
  /** Every platform the product can connect today. */
  list(): PlatformProvider[];
};

/** The registry over the providers boot chose (X today; the others are 'Coming Soon'). */
export function platformRegistry(providers: { twitter: PlatformProvider }): TPlatformRegistry {
  const { twitter } = providers;
  return {
    get: (id) => {
      if (id !== 'twitter') throw new Error(`unknown platform ${String(id)}`);
      return twitter;
    },
    list: () => [twitter],
  };
}
