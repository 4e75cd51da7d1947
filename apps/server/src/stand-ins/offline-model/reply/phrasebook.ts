import { NEWS } from './phrasebook-news';
import type { TPhrasebook } from './phrasebook-shape';
import { TROUBLE } from './phrasebook-trouble';
import { VIEWS } from './phrasebook-views';

export const PHRASEBOOK: TPhrasebook = { ...NEWS, ...TROUBLE, ...VIEWS };
