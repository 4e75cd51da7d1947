import type { TDb } from '../../db/client';
import type { TLogger } from '../../lib/logger';
import { BaseProvider } from '../../integrations/platform/base-provider';
import { PlatformError } from '../../integrations/platform/errors';
import type { TPlatformProfile } from '../../integrations/platform/types';
import { createSandboxNetwork, type TClock, type TSandboxNetwork } from './network';
import { followersGained } from './outcomes';
import { toProfile, type TAccountRow } from './post-view';

/** What each face of the sandbox network (X's, Bluesky's) is built on. */
export type TSandboxFaceDeps = {
  db: TDb;
  seed: string;
  publicUrl: string;
  logger: TLogger;
  /** The simulated network's clock; tests fix it. */
  clock?: TClock;
  /**
   * Seconds after an identity's first reply at which the post's author answers it (2–4 minutes
   * drawn when not given; SANDBOX_FIRST_ANSWER_SECONDS, so end-to-end tests see the loop at once).
   */
  firstAnswerSeconds?: number | undefined;
};

/**
 * What the sandbox's faces share: the one simulated network in this database, its clock, and
 * failures named after the face.
 */
export abstract class SandboxFace extends BaseProvider {
  readonly kind = 'sandbox' as const;
  readonly network: TSandboxNetwork;
  protected readonly db: TDb;
  protected readonly seed: string;
  protected readonly publicUrl: string;
  protected readonly clock: TClock;
  protected readonly firstAnswerSeconds: number | undefined;
  /** How the face's failures begin ('sandbox getProfile failed: …'). */
  protected abstract readonly label: string;

  protected constructor(deps: TSandboxFaceDeps) {
    const clock = deps.clock ?? (() => new Date());
    // Nothing to retry: the "platform" is this database, and a failure there is not transient.
    super({ logger: deps.logger, now: () => clock().getTime(), retry: { attempts: 1 } });
    this.db = deps.db;
    this.seed = deps.seed;
    this.publicUrl = deps.publicUrl.replace(/\/$/, '');
    this.clock = clock;
    this.firstAnswerSeconds = deps.firstAnswerSeconds;
    this.network = createSandboxNetwork({ db: deps.db, seed: deps.seed, clock, logger: deps.logger });
  }

  protected mapError(err: unknown, operation: string): PlatformError {
    const said = err instanceof Error ? err.message : String(err);
    return new PlatformError(`${this.label} ${operation} failed: ${said}`, { cause: err });
  }

  /** Profiles as the network's clock sees them: a claimed identity's replies win it followers. */
  protected async profiles(rows: TAccountRow[]): Promise<TPlatformProfile[]> {
    const claimed = rows.filter((r) => r.claimedAt !== null).map((r) => r.id);
    const gained = await followersGained(this.db, claimed, this.clock().getTime());
    return rows.map((r) => toProfile(r, gained.get(r.id) ?? 0));
  }
}
