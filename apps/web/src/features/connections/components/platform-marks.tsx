import { Send } from 'lucide-react';
import type { ReactNode } from 'react';

/** The marks live in components/, shared with the lists that show each item's platform. */
export { BlueskyMark, XMark } from '@/components/platform-badge';

/**
 * Bluesky's blue behind its white butterfly: the platform's own colour, the same in both themes
 * (a brand mark, not a theme token), so the tile reads as Bluesky at a glance.
 */
export const BLUESKY_TILE = 'bg-[#1185fe] text-white';

const COMING_SOON_MARKS: Record<string, ReactNode> = {
  LinkedIn: <span className="text-[0.7rem] font-bold tracking-tight">in</span>,
  Telegram: <Send className="size-3.5 -translate-x-px translate-y-px" aria-hidden="true" />,
  Farcaster: <span className="text-[0.7rem] font-bold">F</span>,
};

/** A small neutral tile standing for a platform that is not available yet. */
export function ComingSoonMark({ platform }: { platform: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-md border border-border bg-surface-2 text-muted"
    >
      {COMING_SOON_MARKS[platform] ?? platform.slice(0, 1)}
    </span>
  );
}

/** A button's spinner while its action runs; the button keeps its name (and says aria-busy). */
export function BusyMark() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
