import { BOTTOM_NAV_ITEMS, ROUTES } from '@gatling/shared/spec';
import { BusinessPage } from '@/features/business/components/business-page';
import { ScreenPage } from './screen-page';

const TITLE = BOTTOM_NAV_ITEMS.find((item) => item.to === ROUTES.business)?.label ?? '';

/** /business: the business promotion info. */
export function BusinessRoute() {
  return (
    <ScreenPage title={TITLE}>
      <BusinessPage />
    </ScreenPage>
  );
}
