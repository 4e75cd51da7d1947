import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

type TProps = {
  /** The failed query (TanStack Query's result has both). */
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
  children: ReactNode;
};

/** Reads a failed query again; disabled, its icon spinning, while the query fetches. */
export function RefetchButton({ query, children }: TProps) {
  return (
    <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
      {children}
    </Button>
  );
}
