import { importCoreUsersSheetRoute } from '@gatling/shared/api/core-users-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSheetImportAnswer } from '@gatling/shared/api/core-users';
import { callApi } from '@/lib/api-client';
import type { TMutationHandlers } from '@/lib/mutation-handlers';
import { CORE_USERS_KEY, CORE_USERS_WRITE_KEY } from './get-core-users';

/** POST /core-users/import-sheet: usernames from the first column of a shared Google Sheet. */
export function importCoreUsersSheet(sheetsUrl: string) {
  return callApi(importCoreUsersSheetRoute, { body: { sheets_url: sheetsUrl.trim() } });
}

export function useImportCoreUsersSheet({
  onSuccess,
  onError,
}: TMutationHandlers<TSheetImportAnswer, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CORE_USERS_WRITE_KEY,
    mutationFn: importCoreUsersSheet,
    onSuccess: async (answer, sheetsUrl) => {
      onSuccess?.(answer, sheetsUrl);
      await queryClient.invalidateQueries({ queryKey: CORE_USERS_KEY });
    },
    onError,
  });
}
