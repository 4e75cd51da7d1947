/** Limits of the scheduled replies' calls, without zod: the web splits its requests by them. */

/** Most scheduled replies deleted in one call. */
export const DELETE_SCHEDULED_MAX = 200;
