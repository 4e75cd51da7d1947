import { useState, type ComponentType } from 'react';
import { useSearchParams } from '@/lib/router';
import { PLATFORM_NAMES, PLATFORMS, type TPlatform } from '@gatling/shared/api/platform-list';
import { cn } from '@/lib/cn';

/*
 * Each item's platform, shown and filtered by: the networks' marks, the quiet badge, and the
 * filter's state in the address. One module, so every screen loads them as one small chunk.
 */

type TMarkProps = { className?: string };

/** The X logo (monochrome, follows the text colour). */
export function XMark({ className }: TMarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-4 fill-current', className)}>
      <path d="M18.2 2.3h3.4l-7.3 8.2 8.5 11.3h-6.6L11 14.9l-6 6.9H1.7l7.7-8.9L1.3 2.3H8l4.7 6.2zm-1.1 17.5h1.8L7.1 4H5z" />
    </svg>
  );
}

/** Bluesky's butterfly (monochrome, follows the text colour). */
export function BlueskyMark({ className }: TMarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-4 fill-current', className)}>
      <path d="M12 10.8c-1-2.1-4-6-6.8-8C2.6 1 1.6 1.3.9 1.6.1 1.9 0 3 0 3.8s.4 5.6.6 6.4C1.4 13 4.3 14 7 13.6c-4 .6-7.4 2-2.8 7 5 5.3 6.8-1 7.8-4.2 1 3.2 2 9.3 7.7 4.3 4.3-4.3 1.2-6.5-2.7-7l-.4-.1h.4c2.7.3 5.6-.6 6.4-3.4.2-.8.6-5.7.6-6.4s-.1-1.9-.9-2.2c-.7-.3-1.7-.7-4.3 1.2-2.8 2-5.7 5.9-6.8 8" />
    </svg>
  );
}

/** Each network's mark, for the screens that show several (badges, the platform filter). */
export const PLATFORM_MARKS: Record<TPlatform, ComponentType<TMarkProps>> = {
  twitter: XMark,
  bluesky: BlueskyMark,
};

/**
 * Which network an item is on (a review card, a scheduled or sent reply, an analytics row): the
 * network's mark and name in the quiet secondary text, so it informs without competing with the
 * item's own text. Screen readers hear "Platform: Bluesky".
 */
export function PlatformBadge({ platform, className }: { platform: TPlatform; className?: string }) {
  const Mark = PLATFORM_MARKS[platform];
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 text-xs text-muted', className)}>
      <Mark className="size-3" />
      <span className="sr-only">Platform: </span>
      <span>{PLATFORM_NAMES[platform]}</span>
    </span>
  );
}

/**
 * The network a list is narrowed to, from the address (?platform=bluesky), so a reload or a shared
 * link keeps it; undefined means every network. Other parameters of the address are kept.
 */
export function usePlatformParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('platform');
  const platform = PLATFORMS.find((p) => p === raw);
  const setPlatform = (next?: TPlatform) =>
    setParams(
      (prev) => {
        const url = new URLSearchParams(prev);
        if (next) url.set('platform', next);
        else url.delete('platform');
        return url;
      },
      { replace: true, preventScrollReset: true },
    );
  return [platform, setPlatform] as const;
}

/**
 * Whether a list offers the platform filter: its items come from more than one network, or one is
 * chosen already (the way back to All is always there). A user with one network sees no filter.
 * Once offered it stays while the screen is open, so it never vanishes as the last item of a
 * network leaves the list.
 */
export function useOffersPlatformFilter(
  items: readonly { platform: TPlatform }[] | undefined,
  platform: TPlatform | undefined,
): boolean {
  const [offered, setOffered] = useState(false);
  const now = platform !== undefined || (items?.some((i) => i.platform !== items[0]?.platform) ?? false);
  if (now && !offered) setOffered(true);
  return now || offered;
}
