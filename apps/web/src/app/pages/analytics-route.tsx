import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';
import { ANALYTICS_COPY } from '@/features/analytics/texts';
import { useDocumentTitle } from './screen-page';

/** /analytics: wider than the other screens, for the charts and tables side by side. */
export function AnalyticsRoute() {
  useDocumentTitle(ANALYTICS_COPY.title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{ANALYTICS_COPY.title}</h1>
      <AnalyticsScreen />
    </div>
  );
}
