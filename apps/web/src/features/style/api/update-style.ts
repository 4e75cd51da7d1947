import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStyleAnswer, type TStyleInput } from '@gatling/shared/api/style';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ApiError, serverDetail } from '@/lib/api-error';
import { STYLE_KEY } from './get-style';

/** POST /users/style. */
export function updateStyle(input: TStyleInput) {
  return apiRequest('/users/style', ZStyleAnswer, { method: 'POST', body: input });
}

/**
 * The server's own words when it refused the text (a 4xx with our error body, e.g. too long);
 * otherwise, for outages and network failures, the spec's failure text.
 */
export function styleFailureText(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && serverDetail(error)) || TEXT.style.updateFailed;
}

/**
 * Saves the style and puts the answer in the cache, so every screen shows it at once (spec §4:
 * saved, back to viewing with the cached value updated). `successText` differs by screen.
 */
export function useUpdateStyle({ successText }: { successText: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStyle,
    onSuccess: (answer) => {
      queryClient.setQueryData(STYLE_KEY, answer);
      toast({ title: successText, variant: 'success' });
    },
    onError: (error) => toast({ title: styleFailureText(error), variant: 'destructive' }),
  });
}
