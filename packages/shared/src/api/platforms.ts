import { z } from 'zod';
import { PLATFORMS } from './platform-list';

export {
  BLUESKY_MAX_BYTES,
  BLUESKY_MAX_GRAPHEMES,
  graphemeLength,
  PLATFORM_NAMES,
  PLATFORMS,
  type TPlatform,
} from './platform-list';

export const ZPlatform = z.enum(PLATFORMS);

/**
 * `?platform=` of the lists that can be narrowed to one network (replies, scheduled, sent,
 * analytics); absent means every network.
 */
export const ZPlatformFilterQuery = z.object({ platform: ZPlatform.optional() });
export type TPlatformFilterQuery = z.infer<typeof ZPlatformFilterQuery>;
