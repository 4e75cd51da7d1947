import { Filter } from 'lucide-react';
import { PLATFORM_NAMES, PLATFORMS, type TPlatform } from '@gatling/shared/api/platform-list';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PLATFORM_MARKS } from './platform-badge';

/**
 * The platform filter's controls. The state is in the address (usePlatformParam in platform-badge.tsx), so the review
 * stack can load these only when it offers the filter.
 */
export const PLATFORM_FILTER_COPY = {
  label: 'Platform',
  all: 'All',
  none: (name: string) => `Nothing from ${name} here`,
  showAll: 'Show all platforms',
} as const;

type TFilterProps = {
  value: TPlatform | undefined;
  onChange: (platform?: TPlatform) => void;
  /** While something on the screen must not change under the user (an open edit form). */
  disabled?: boolean;
  className?: string;
};

/** All / X / Bluesky, as a segmented control of toggle buttons named 'Platform'. */
export function PlatformFilter({ value, onChange, disabled, className }: TFilterProps) {
  return (
    <div
      role="group"
      aria-label={PLATFORM_FILTER_COPY.label}
      className={cn('inline-flex gap-1 rounded-lg bg-surface-2 p-1', className)}
    >
      {[undefined, ...PLATFORMS].map((platform) => {
        const Mark = platform && PLATFORM_MARKS[platform];
        return (
          <button
            key={platform ?? 'all'}
            type="button"
            aria-pressed={value === platform}
            disabled={disabled}
            onClick={() => onChange(platform)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
              value === platform
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted hover:text-foreground',
            )}
          >
            {Mark && <Mark className="size-3" />}
            {platform ? PLATFORM_NAMES[platform] : PLATFORM_FILTER_COPY.all}
          </button>
        );
      })}
    </div>
  );
}

/** A list narrowed to a network that has nothing there, and the way back to every network. */
export function PlatformEmpty({
  platform,
  onShowAll,
  className,
}: {
  platform: TPlatform;
  onShowAll: () => void;
  className?: string;
}) {
  return (
    <EmptyState
      className={className}
      icon={Filter}
      title={PLATFORM_FILTER_COPY.none(PLATFORM_NAMES[platform])}
      action={
        <Button variant="outline" size="sm" onClick={() => onShowAll()}>
          {PLATFORM_FILTER_COPY.showAll}
        </Button>
      }
    />
  );
}
