/**
 * A Bluesky read cursor (a post's or notification's time) as that time, or null when it is none: a
 * first read, or a cursor from before or from another network.
 */
export function cursorTime(cursor: string | null | undefined): number | null {
  if (!cursor || !/^\d{4}-\d{2}-\d{2}/.test(cursor)) return null;
  const time = Date.parse(cursor);
  return Number.isFinite(time) ? time : null;
}
