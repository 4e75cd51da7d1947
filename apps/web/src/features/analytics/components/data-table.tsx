import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TColumn<R> = {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Numbers align right and use tabular figures. */
  numeric?: boolean;
  /** aria-sort of the column the rows are ordered by. */
  sort?: 'descending';
  className?: string;
};

type TProps<R> = {
  caption: string;
  /** Hide the caption visually (a heading already says it). */
  captionHidden?: boolean;
  columns: TColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** The first column names the row (a row header). */
  rowHeader?: boolean;
  className?: string;
};

/** A table that scrolls sideways inside its own box on a narrow screen, never the page. */
export function DataTable<R>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
  rowHeader = true,
  className,
}: TProps<R>) {
  return (
    // A scrolling region must be reachable by keyboard to be scrolled without a pointer.
    <div
      className={cn('overflow-x-auto overscroll-x-contain', className)}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className={cn('pb-2 text-left text-xs text-muted', captionHidden && 'sr-only')}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            {columns.map((col) => (
              <th
                key={col.key}
                scope="col"
                aria-sort={col.sort}
                className={cn(
                  'px-3 py-2 font-medium whitespace-nowrap first:pl-0 last:pr-0',
                  col.numeric ? 'text-right' : 'text-left',
                  col.sort && 'text-foreground',
                  col.className,
                )}
              >
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((col, i) => {
                const Cell = rowHeader && i === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={col.key}
                    scope={Cell === 'th' ? 'row' : undefined}
                    className={cn(
                      'px-3 py-2 align-top font-normal first:pl-0 last:pr-0',
                      col.numeric ? 'text-right whitespace-nowrap' : 'text-left',
                      col.className,
                    )}
                  >
                    {col.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
