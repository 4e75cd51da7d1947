import { replaceEqualDeep } from '@tanstack/react-query';
import type { TPendingInteraction } from '@gatling/shared/api/replies';

/**
 * The review stack after a refetch: the cards already shown keep their order (and identity when
 * unchanged, so the card in hand is not re-rendered away), the ones gone leave, new ones join at
 * the back in the server's order.
 */
export function keepOrder(
  previous: readonly TPendingInteraction[] | undefined,
  next: TPendingInteraction[],
): TPendingInteraction[] {
  if (!previous) return next;
  const fresh = new Map(next.map((i) => [i.id, i]));
  const kept = previous.flatMap((old) => {
    const now = fresh.get(old.id);
    return now ? [replaceEqualDeep(old, now)] : [];
  });
  const known = new Set(previous.map((i) => i.id));
  const merged = [...kept, ...next.filter((i) => !known.has(i.id))];
  const same = merged.length === previous.length && merged.every((item, i) => item === previous[i]);
  return same ? (previous as TPendingInteraction[]) : merged;
}
