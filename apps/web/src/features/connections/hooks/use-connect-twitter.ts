import { useMutation } from '@tanstack/react-query';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { getRequestToken } from '../api/get-request-token';
import { browserLocation } from '../lib/browser-location';

/**
 * Connect (or reconnect): the browser goes to the authorization page the server answers; a
 * failure says 'Failed to connect with X...'. The mutation stays pending while the page
 * unloads, so the button does not flicker back.
 */
export function useConnectTwitter() {
  return useMutation({
    mutationFn: async () => {
      const { authorization_url } = await getRequestToken();
      if (!authorization_url) {
        console.error(TEXT.twitter.noAuthorizationUrl);
        throw new Error(TEXT.twitter.noAuthorizationUrl);
      }
      browserLocation.assign(authorization_url);
      // Pending until the page unloads; coming back from the browser's cache ends it.
      await new Promise<void>((resolve) => {
        window.addEventListener('pageshow', () => resolve(), { once: true });
      });
    },
    onError: () => toast({ title: TEXT.twitter.connectFailed, variant: 'destructive' }),
  });
}
