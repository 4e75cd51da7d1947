import { Hash, ListChecks, UserRound } from 'lucide-react';
import type { TPendingInteraction } from '@gatling/shared/api/replies';
import { Badge } from '@/components/ui/badge';
import { PressToLoad } from '@/components/ui/press-to-load';
import { REPLIES_COPY } from '../texts';
import { PostMenuButton } from './card-menu-buttons';
import { loadCardMenus, PostMenu } from './lazy-card-menus';

/** The X logo (monochrome, follows the text colour). */
function XMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 fill-current">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

/**
 * The card's top line: the platform, why the post was picked (keyword or core user, and the rule it
 * matched), and a menu with copy link, open on X and curation feedback (the dialog lives outside
 * the draggable card, so its pointer events never drag it).
 */
export function CardHeader({
  interaction,
  onFeedback,
}: {
  interaction: TPendingInteraction;
  onFeedback: () => void;
}) {
  const { source, matched_rule, original_message } = interaction;
  return (
    <div className="flex items-center gap-1.5">
      <span
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-foreground text-background"
        title={REPLIES_COPY.onPlatform}
      >
        <XMark />
        <span className="sr-only">{REPLIES_COPY.platform}</span>
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
        <Badge variant="accent" className="max-w-full">
          {source.kind === 'keyword' ? <Hash aria-hidden="true" /> : <UserRound aria-hidden="true" />}
          <span className="truncate">{REPLIES_COPY.source[source.kind](source.value)}</span>
        </Badge>
        {matched_rule && (
          <Badge className="max-w-full">
            <ListChecks aria-hidden="true" />
            <span className="truncate">{REPLIES_COPY.matchedRule(matched_rule)}</span>
          </Badge>
        )}
      </div>
      <PressToLoad preload={loadCardMenus} trigger={(props) => <PostMenuButton {...props} />}>
        <PostMenu url={original_message.url} onFeedback={onFeedback} />
      </PressToLoad>
    </div>
  );
}
