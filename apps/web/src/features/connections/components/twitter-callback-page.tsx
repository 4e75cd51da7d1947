import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { ROUTES, TEXT, TIMINGS } from '@gatling/shared/spec';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-state';
import { publicConfig } from '@/lib/public-config';
import { completeTwitterCallback, type TCallbackParams } from '../api/complete-twitter-callback';
import { TWITTER_PROFILE_KEY } from '../api/get-twitter-profile';
import { CONNECTIONS_COPY as COPY } from '../texts';

type TPhase = { kind: 'connecting' } | { kind: 'failed'; message: string };

function readParams(search: URLSearchParams): TCallbackParams | null {
  const oauthToken = search.get('oauth_token');
  const oauthVerifier = search.get('oauth_verifier');
  if (oauthToken && oauthVerifier) return { oauthToken, oauthVerifier };
  // X sends `denied` instead when the user cancels: the server spends the request and refuses.
  const denied = search.get('denied');
  return denied ? { denied } : null;
}

/**
 * /auth/twitter/callback (docs/product/states.md#twitter-connection): completes the connection with the
 * parameters the platform sent back, then returns to /settings: at once on success, after 3 s on a failure.
 */
export function TwitterCallbackPage() {
  const { loading, isAuthenticated } = useAuth();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<TPhase>({ kind: 'connecting' });
  // The request token is single-use: the exchange runs once, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    document.title = `${TEXT.twitter.callback.connecting} · ${publicConfig().product_name}`;
  }, []);

  useEffect(() => {
    if (loading || !isAuthenticated || started.current) return;
    started.current = true;
    const params = readParams(search);
    if (!params) {
      toast({ title: TEXT.twitter.callback.missingParamsToast, variant: 'destructive' });
      setPhase({ kind: 'failed', message: TEXT.twitter.callback.missingParams });
      return;
    }
    completeTwitterCallback(params).then(
      (answer) => {
        queryClient.setQueryData(TWITTER_PROFILE_KEY, answer.profile);
        toast({ title: TEXT.twitter.callback.success, variant: 'success' });
        void navigate(ROUTES.settings, { replace: true });
      },
      () => {
        toast({ title: TEXT.twitter.callback.failed, variant: 'destructive' });
        setPhase({ kind: 'failed', message: TEXT.twitter.callback.failedInline });
      },
    );
  }, [loading, isAuthenticated, search, navigate, queryClient]);

  useEffect(() => {
    if (phase.kind !== 'failed') return;
    const id = setTimeout(
      () => void navigate(ROUTES.settings, { replace: true }),
      TIMINGS.twitterCallbackFailureRedirectMs,
    );
    return () => clearTimeout(id);
  }, [phase, navigate]);

  if (!loading && !isAuthenticated) return <Navigate to={ROUTES.auth} replace state={{ from: location }} />;

  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-sm p-8 text-center">
        {phase.kind === 'connecting' ? (
          <div className="flex flex-col items-center gap-4" aria-live="polite">
            <Spinner className="size-8 text-accent" label={TEXT.twitter.callback.connecting} />
            <h1 className="text-lg font-semibold">{TEXT.twitter.callback.connecting}</h1>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3" role="alert">
            <span className="flex size-12 items-center justify-center rounded-full bg-ignore-soft text-destructive">
              <CircleAlert className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-lg font-semibold">{phase.message}</h1>
            <p className="text-sm text-muted">{COPY.callback.backSoon}</p>
            <Link to={ROUTES.settings} replace className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {COPY.callback.backNow}
            </Link>
          </div>
        )}
      </Card>
    </main>
  );
}
