import { Link } from '@/lib/router';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-state';
import { publicConfig } from '@/lib/public-config';
import { useAuthPageState } from '../hooks/use-auth-page-state';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { AUTH_COPY } from '../texts';
import { AuthKit } from './auth-kit';
import { BrandMark } from './brand-mark';
import { SettingUpOverlay } from './setting-up-overlay';

/**
 * /auth (docs/product/screens.md#sign-in): a centred card with the welcome heading, Google when the
 * deployment has it, and the e-mail auth kit. Routes on sign-in; stays put during a password recovery.
 */
export function AuthPage() {
  const { loading } = useAuth();
  const { product_name: product, google_sign_in: google } = publicConfig();
  const { view, key, notice, focus, switchView } = useAuthPageState();
  const routing = useSignInRedirect();
  const busy = loading || routing;

  return (
    <div className="relative isolate min-h-dvh">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60%_100%_at_50%_0%,var(--accent-soft),transparent)] opacity-70"
      />
      <main
        inert={busy}
        className="mx-auto flex min-h-dvh w-full max-w-[26rem] flex-col justify-center px-4 py-10 sm:py-16"
      >
        <Card className="p-6 sm:p-8">
          <header className="mb-6 flex flex-col items-center text-center">
            <BrandMark />
            <h1 className="mt-4 text-2xl font-semibold tracking-tight text-balance">
              {TEXT.welcomeTo} {product}
            </h1>
            <p className="mt-1.5 text-sm text-muted">{TEXT.tagline}</p>
          </header>
          <AuthKit
            view={view}
            viewKey={key}
            notice={notice}
            focus={focus}
            google={google}
            onSwitch={switchView}
          />
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link
            to={ROUTES.landing}
            className="rounded-sm text-muted underline-offset-4 transition-colors hover:text-foreground hover:underline"
          >
            {AUTH_COPY.backHome}
          </Link>
        </p>
      </main>
      {busy && <SettingUpOverlay />}
    </div>
  );
}
