import { PUBLIC_TEXT } from '@gatling/shared/spec/public';
import { WaitlistLink } from '@/components/marketing-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { publicConfig } from '@/lib/public-config';
import { GetStartedLink } from './get-started-link';
import { ReplyCardVisual } from './reply-card-visual';

export function HeroSection() {
  const { product_name, trial_days } = publicConfig();
  return (
    <section
      aria-labelledby="hero-title"
      data-section="hero"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_80%_60%_at_70%_0%,var(--accent-soft),transparent_70%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted shadow-card">
            <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
            Now in alpha · replies for X and Bluesky
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {PUBLIC_TEXT.slogan}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted text-pretty lg:mx-0">
            {product_name} drafts replies to the conversations that matter to you on X and Bluesky, in your
            own voice. You review each one and swipe to send.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <GetStartedLink />
            <WaitlistLink className={buttonVariants({ variant: 'outline', size: 'lg' })} />
          </div>
          <p className="mt-4 text-sm text-muted">
            {trial_days}-day free trial · Cancel any time before renewal
          </p>
        </div>
        <ReplyCardVisual className="lg:mr-0" />
      </div>
    </section>
  );
}
