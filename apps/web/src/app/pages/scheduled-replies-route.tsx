import { TEXT } from '@gatling/shared/spec';
import { ScheduledScreen } from '@/features/scheduled/components/scheduled-screen';
import { ScreenPage } from './screen-page';

/** /scheduled-replies: the approved replies waiting to be posted, and those already sent. */
export function ScheduledRepliesRoute() {
  return (
    <ScreenPage title={TEXT.scheduled.title}>
      <ScheduledScreen />
    </ScreenPage>
  );
}
