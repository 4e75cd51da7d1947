import { BOTTOM_NAV_ITEMS, ROUTES } from '@gatling/shared/spec';
import { RulesPage } from '@/features/rules/components/rules-page';
import { ScreenPage } from './screen-page';

const TITLE = BOTTOM_NAV_ITEMS.find((item) => item.to === ROUTES.replyRules)?.label ?? '';

/** /reply-rules: the qualification rules. */
export function ReplyRulesRoute() {
  return (
    <ScreenPage title={TITLE}>
      <RulesPage />
    </ScreenPage>
  );
}
