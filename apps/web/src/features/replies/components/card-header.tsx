import { Hash, ListChecks, UserRound } from 'lucide-react';
import { PLATFORM_NAMES } from '@gatling/shared/api/platform-list';
import type { TPendingReply } from '@gatling/shared/api/replies';
import { PlatformBadge } from '@/components/platform-badge';
import { Badge } from '@/components/ui/badge';
import { PressToLoad } from '@/components/ui/press-to-load';
import { REPLIES_COPY } from '../texts';
import { PostMenuButton } from './card-menu-buttons';
import { loadCardMenus, PostMenu } from './lazy-card-menus';

/**
 * The card's top line: the platform, why the post was picked (keyword or core user, and the rule it
 * matched), and a menu with copy link, open on its network and curation feedback (the dialog lives outside
 * the draggable card, so its pointer events never drag it).
 */
export function CardHeader({ reply, onFeedback }: { reply: TPendingReply; onFeedback: () => void }) {
  const { source, matched_rule, original_message } = reply;
  return (
    <div className="flex items-center gap-1.5">
      <PlatformBadge platform={reply.platform} className="mr-0.5" />
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
        <PostMenu
          trigger={<PostMenuButton />}
          url={original_message.url}
          network={PLATFORM_NAMES[reply.platform]}
          onFeedback={onFeedback}
        />
      </PressToLoad>
    </div>
  );
}
