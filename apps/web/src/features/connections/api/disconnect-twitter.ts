import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTwitterDisconnectAnswer } from '@gatling/shared/api/connections';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { TWITTER_PROFILE_KEY } from './get-twitter-profile';

/** DELETE /auth/twitter/profile. */
export function disconnectTwitter() {
  return apiRequest('/auth/twitter/profile', ZTwitterDisconnectAnswer, { method: 'DELETE' });
}

/** Disconnecting, then not connected after a refetch (spec §4 Twitter connection). */
export function useDisconnectTwitter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectTwitter,
    onSuccess: async () => {
      toast({ title: TEXT.twitter.disconnected, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: TWITTER_PROFILE_KEY });
    },
    onError: () => toast({ title: TEXT.twitter.disconnectFailed, variant: 'destructive' }),
  });
}
