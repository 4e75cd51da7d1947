import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSheetImportAnswer } from '@gatling/shared/api/core-users';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { importSummary } from '../lib/import-summary';
import { serverDetail } from '@/lib/api-error';
import { CORE_USERS_KEY, CORE_USERS_WRITE_KEY } from './get-core-users';

/** POST /core-users/import-sheet: usernames from the first column of a shared Google Sheet. */
export function importCoreUsersSheet(sheetsUrl: string) {
  return apiRequest('/core-users/import-sheet', ZSheetImportAnswer, {
    method: 'POST',
    body: { sheets_url: sheetsUrl.trim() },
  });
}

export function useImportCoreUsersSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CORE_USERS_WRITE_KEY,
    mutationFn: importCoreUsersSheet,
    onSuccess: async (answer) => {
      toast(importSummary(answer));
      await queryClient.invalidateQueries({ queryKey: CORE_USERS_KEY });
    },
    onError: (error) =>
      toast({ title: serverDetail(error) ?? TEXT.coreUsers.importFailed, variant: 'destructive' }),
  });
}
