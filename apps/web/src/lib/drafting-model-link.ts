import { ROUTES } from '@gatling/shared/spec';

/** Where the Settings screen's Drafting model section is: its id, the anchor links lead to. */
export const DRAFTING_MODEL_SECTION = 'drafting-model';

/** The address of Settings › Drafting model, for every link that offers a model. */
export const DRAFTING_MODEL_HREF = `${ROUTES.settings}#${DRAFTING_MODEL_SECTION}`;
