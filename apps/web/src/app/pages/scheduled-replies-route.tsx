import { TEXT } from '@gatling/shared/spec';
import { ScheduledPage } from '@/features/scheduled/components/scheduled-page';
import { ScreenPage } from './screen-page';

/** /scheduled-replies: the approved replies waiting to be posted. */
export function ScheduledRepliesRoute() {
  return (
    <ScreenPage title={TEXT.scheduled.title}>
      <ScheduledPage />
    </ScreenPage>
  );
}
