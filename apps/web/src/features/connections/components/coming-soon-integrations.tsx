import { COMING_SOON_PLATFORMS, TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { ComingSoonMark } from './platform-marks';

/**
 * The integrations that are not available yet. They look disabled but stay focusable
 * (aria-disabled, not disabled), so a click or Enter can say why.
 */
export function ComingSoonIntegrations() {
  const explain = () =>
    toast({
      title: TEXT.twitter.comingSoon,
      description: TEXT.twitter.comingSoonDescription,
      variant: 'warning',
    });
  return (
    <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      {COMING_SOON_PLATFORMS.map((platform) => (
        <li key={platform}>
          <button
            type="button"
            aria-disabled="true"
            onClick={explain}
            className="flex w-full cursor-not-allowed items-center gap-3 rounded-md border border-dashed border-border px-3 py-2.5 text-left text-sm text-muted transition-colors hover:bg-surface-2/60"
          >
            <ComingSoonMark platform={platform} />
            {/* Named by what it shows ("LinkedIn Coming Soon"): a label of other words would not
                match what a voice-control user reads and says. The space keeps the two apart. */}
            <span className="min-w-0 flex-1 truncate font-medium">{platform}</span>{' '}
            <span className="shrink-0 text-xs">{TEXT.twitter.comingSoon}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
