import { BOTTOM_NAV_ITEMS, ROUTES } from '@gatling/shared/spec';
import { CommunitiesPage } from '@/features/core-users/components/communities-page';
import { ScreenPage } from './screen-page';

const TITLE = BOTTOM_NAV_ITEMS.find((item) => item.to === ROUTES.communities)?.label ?? '';

/** /communities: the core users (the spec's target audience). */
export function CommunitiesRoute() {
  return (
    <ScreenPage title={TITLE}>
      <CommunitiesPage />
    </ScreenPage>
  );
}
