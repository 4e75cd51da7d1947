import { Tabs } from '@/components/ui/tabs';
import { useSearchParams } from '@/lib/router';
import { cn } from '@/lib/cn';
import { SCHEDULED_COPY } from '../texts';
import { ScheduledPage } from './scheduled-page';
import { SentList } from './sent-list';

const COPY = SCHEDULED_COPY.tabs;
type TView = 'scheduled' | 'sent';

const tabClass = cn(
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors',
  'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

/**
 * /scheduled-replies: what waits to go out, and what went out (Sent). The view is in the address
 * (?view=sent), as is the platform filter both views share (?platform=), so a reload or a shared
 * link opens the same one.
 */
export function ScheduledScreen() {
  const [params, setParams] = useSearchParams();
  const view: TView = params.get('view') === 'sent' ? 'sent' : 'scheduled';
  // The other parameters (the platform filter) stay as they are.
  const select = (next: TView) =>
    setParams(
      (prev) => {
        const url = new URLSearchParams(prev);
        if (next === 'sent') url.set('view', 'sent');
        else url.delete('view');
        return url;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Tabs
      label={COPY.label}
      value={view}
      onChange={select}
      className="mt-4"
      listClassName="inline-flex gap-1 rounded-lg bg-surface-2 p-1"
      tabClassName={tabClass}
      tabs={[
        { value: 'scheduled', label: COPY.scheduled, panel: <ScheduledPage /> },
        { value: 'sent', label: COPY.sent, panel: <SentList /> },
      ]}
    />
  );
}
