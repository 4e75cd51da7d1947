import { useMutation } from '@tanstack/react-query';
import { ZTwitterRequestTokenAnswer } from '@gatling/shared/api/connections';
import { TEXT } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { browserLocation } from '../lib/browser-location';

/** GET /auth/twitter/request_token; read leniently so a missing URL is reported, not thrown by the parser. */
export function getRequestToken() {
  return apiRequest('/auth/twitter/request_token', ZTwitterRequestTokenAnswer.partial());
}

/**
 * Connect (or reconnect): the browser goes to the authorization page the server answers. The
 * mutation stays pending while the page unloads, so the button does not flicker back.
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
