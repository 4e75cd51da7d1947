import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * A stack of cards (the review stack, the inbox) after a refetch: the cards already shown keep their order (and identity when unchanged,
 * so the card in hand is not re-rendered away), the ones gone leave, new ones join at the back in
 * the server's order.
 */
export function keepOrder<T extends { id: string }>(previous: readonly T[] | undefined, next: T[]): T[] {
  if (!previous) return next;
  const fresh = new Map(next.map((item) => [item.id, item]));
  const kept = previous.flatMap((old) => {
    const now = fresh.get(old.id);
    return now ? [replaceEqualDeep(old, now)] : [];
  });
  const known = new Set(previous.map((item) => item.id));
  const merged = [...kept, ...next.filter((item) => !known.has(item.id))];
  const same = merged.length === previous.length && merged.every((item, i) => item === previous[i]);
  return same ? (previous as T[]) : merged;
}
