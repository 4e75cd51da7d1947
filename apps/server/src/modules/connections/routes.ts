import type { TConnectionDeps } from './context';
import { createBlueskyConnectionRoutes } from './bluesky/bluesky-routes';
import { createXConnectionRoutes } from './x/x-routes';

/**
 * The connections of each network, one folder each (x/, bluesky/) on the shared core of this
 * folder: docs/product/adding-a-network.md says what a new network adds.
 */
export function createConnectionRoutes(deps: TConnectionDeps) {
  return [createXConnectionRoutes(deps), createBlueskyConnectionRoutes(deps)];
}
