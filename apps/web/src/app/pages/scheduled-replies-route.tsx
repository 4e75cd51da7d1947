import { TEXT } from '@gatling/shared/spec';
import { HandOffBar } from '@/features/scheduled/components/hand-off-bar';
import { ScheduledScreen } from '@/features/scheduled/components/scheduled-screen';
import { ScreenPage } from './screen-page';

/**
 * /scheduled-replies: the approved replies waiting to be posted, and those already sent; above
 * both, the replies to finish on X in one sitting.
 */
export function ScheduledRepliesRoute() {
  return (
    <ScreenPage title={TEXT.scheduled.title}>
      <HandOffBar />
      <ScheduledScreen />
    </ScreenPage>
  );
}
