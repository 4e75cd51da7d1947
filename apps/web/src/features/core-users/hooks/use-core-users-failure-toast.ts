import { useEffect } from 'react';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import type { useCoreUsers } from '../api/get-core-users';

/** Toasts a failed load (after its one retry) once per failure; used by the list only. */
export function useCoreUsersFailureToast(query: ReturnType<typeof useCoreUsers>): void {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    toast({ title: serverDetail(error) ?? TEXT.coreUsers.fetchFailed, variant: 'destructive' });
  }, [error, errorUpdatedAt]);
}
