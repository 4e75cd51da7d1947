import { BOTTOM_NAV_ITEMS, ROUTES } from '@gatling/shared/spec';
import { AudienceRefine } from '@/features/audience/components/audience-refine';
import { KeywordChecklist } from '@/features/audience/components/keyword-checklist';
import { CommunitiesPage } from '@/features/core-users/components/communities-page';
import { ScreenPage } from './screen-page';

const TITLE = BOTTOM_NAV_ITEMS.find((item) => item.to === ROUTES.communities)?.label ?? '';

/**
 * /communities: the target audience, both ways monitoring finds it: the core users
 * (docs/product/screens.md#communities) and the keywords the audience interview produced, switched on and off
 * here after onboarding as on its step 4, added, edited and removed by hand, or refined by continuing the
 * conversation with the agent.
 */
export function CommunitiesRoute() {
  return (
    <ScreenPage title={TITLE}>
      <CommunitiesPage />
      <div className="mt-6 rounded-lg border border-border bg-surface p-4 shadow-card sm:p-6">
        <KeywordChecklist editable>
          <AudienceRefine />
        </KeywordChecklist>
      </div>
    </ScreenPage>
  );
}
