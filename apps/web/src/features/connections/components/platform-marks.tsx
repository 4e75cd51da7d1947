import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The X logo (monochrome, follows the text colour). */
export function XMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-4 fill-current', className)}>
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

const COMING_SOON_MARKS: Record<string, ReactNode> = {
  LinkedIn: <span className="text-[0.7rem] font-bold tracking-tight">in</span>,
  Telegram: <Send className="size-3.5 -translate-x-px translate-y-px" aria-hidden="true" />,
  Farcaster: <span className="text-[0.7rem] font-bold">F</span>,
  Bluesky: <span className="text-[0.7rem] font-bold">B</span>,
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
