import type { ComponentProps } from 'react';
import { ROUTES, PUBLIC_TEXT } from '@gatling/shared/spec/public';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx } from 'clsx';
import { ProductMark } from './product-mark';
import { publicConfig } from '@/lib/public-config';

type TWaitlistLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'>;

/**
 * The waitlist is an external page (docs/product/README.md#what-it-does): a plain link in a new tab, so
 * joining it makes no call of ours.
 */
export function WaitlistLink({ children = PUBLIC_TEXT.landing.joinWaitlist, ...props }: TWaitlistLinkProps) {
  return (
    <a href={publicConfig().waitlist_url} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Fixed header of the public pages (landing and pricing). Its links are plain ones: the public pages
 * load without the app's router (docs/decisions/0029-page-weight.md), so each link loads its page.
 */
export function MarketingHeader() {
  const { product_name } = publicConfig();
  const onPricing = window.location.pathname === ROUTES.pricing;
  return (
    <header className="fixed inset-x-0 top-(--demo-banner-h) z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-(--header-h) max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <a
          href={ROUTES.landing}
          className="flex min-w-0 items-center gap-2 rounded-sm text-base font-semibold tracking-tight"
        >
          <ProductMark />
          <span className="truncate">{product_name}</span>
        </a>
        <nav aria-label="Main" className="flex shrink-0 items-center gap-1 sm:gap-2">
          <a
            href={ROUTES.pricing}
            aria-current={onPricing ? 'page' : undefined}
            className={clsx(
              buttonVariants({ variant: 'ghost', size: null }),
              'h-8 px-2.5 text-xs sm:px-3',
              onPricing && 'bg-surface-2',
            )}
          >
            {PUBLIC_TEXT.landing.pricing}
          </a>
          <a
            href={ROUTES.auth}
            className={clsx(buttonVariants({ variant: 'ghost', size: 'sm' }), 'max-sm:hidden')}
          >
            {PUBLIC_TEXT.landing.signIn}
          </a>
          <WaitlistLink className={clsx(buttonVariants({ size: 'sm' }), 'ml-1')} />
        </nav>
      </div>
    </header>
  );
}

/** Footer of the public pages. */
export function MarketingFooter() {
  const { product_name } = publicConfig();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-center gap-2">
          <ProductMark className="size-5 [&_svg]:size-3" />
          <span>
            © {new Date().getFullYear()} {product_name}
          </span>
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <a href={ROUTES.pricing} className="hover:text-foreground">
            {PUBLIC_TEXT.landing.pricing}
          </a>
          <a href={ROUTES.auth} className="hover:text-foreground">
            {PUBLIC_TEXT.landing.signIn}
          </a>
          <a href={`${ROUTES.landing}#legal`} className="hover:text-foreground">
            {PUBLIC_TEXT.landing.privacyPolicy}
          </a>
        </nav>
      </div>
    </footer>
  );
}
