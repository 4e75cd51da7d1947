import { eq } from 'drizzle-orm';
import type { TPlatform } from '@gatling/shared/api/platforms';
import type { TModuleDeps } from '../../context';
import { platformConnections } from '../../db/schema/connections';

/**
 * Whether the user's replies on a platform go to the sandbox network: their connection of it was
 * made with the sandbox (a connection works only with the kind of provider that made it); without
 * one, whether the server's provider of that platform is the sandbox. Never a platform's name alone:
 * a Bluesky reply is real while X is the sandbox.
 */
export async function sandboxNetworks(
  deps: Pick<TModuleDeps, 'db' | 'platforms'>,
  userId: string,
): Promise<(platform: TPlatform) => boolean> {
  const connections = await deps.db
    .select({ platform: platformConnections.platform, kind: platformConnections.providerKind })
    .from(platformConnections)
    .where(eq(platformConnections.userId, userId));
  const kinds = new Map(connections.map((c) => [c.platform, c.kind]));
  return (platform) => (kinds.get(platform) ?? deps.platforms.get(platform).kind) === 'sandbox';
}
