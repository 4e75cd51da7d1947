import { ROUTES } from '@gatling/shared/spec/public';
import { buttonVariants } from '@/components/ui/button-variants';
import { publicConfig } from '@/lib/public-config';
import { GetStartedLink } from './get-started-link';

export function ClosingCtaSection() {
  const { product_name, trial_days } = publicConfig();
  return (
    <section
      aria-labelledby="closing-cta-title"
      data-section="closing-cta"
      className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8"
    >
      <div className="relative overflow-hidden rounded-lg border border-accent/20 bg-accent-soft bg-[radial-gradient(ellipse_60%_80%_at_50%_120%,var(--surface),transparent)] px-6 py-14 text-center sm:px-12 sm:py-20">
        <h2
          id="closing-cta-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          Be part of the conversation, without living in it.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-muted sm:text-lg">
          Set up {product_name} in a few minutes and start your {trial_days}-day free trial. Cancel any time
          before renewal.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <GetStartedLink />
          <a href={ROUTES.pricing} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            See pricing
          </a>
        </div>
      </div>
    </section>
  );
}
