const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are UUIDs: anything else cannot name a row, and handing it to the database would be a
 * type error there rather than the 404 (or 422) the caller means to answer.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
