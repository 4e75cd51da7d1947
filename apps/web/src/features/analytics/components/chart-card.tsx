import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ANALYTICS_COPY as COPY } from '../texts';

type TProps = {
  title: string;
  hint?: string;
  /** The chart. */
  children: ReactNode;
  /** The chart's numbers as a table, behind "Show as table". */
  table: ReactNode;
};

/** A chart with its heading, and its numbers one press away (design: every chart has its table). */
export function ChartCard({ title, hint, children, table }: TProps) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h3 className="text-sm font-semibold">{title}</h3>
      {hint && <p className="mt-0.5 text-xs text-muted">{hint}</p>}
      <div className="mt-3">{children}</div>
      <details className="group mt-3">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-xs font-medium text-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
          {COPY.charts.showTable}
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">{table}</div>
      </details>
    </Card>
  );
}
