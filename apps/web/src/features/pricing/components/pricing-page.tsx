import { COMING_SOON_PLATFORMS, LIMITS } from '@gatling/shared/spec/public';
import { BILLING_OFF_COPY } from '@/components/billing-off';
import { MarketingFooter, MarketingHeader } from '@/components/marketing-header';
import { publicConfig } from '@/lib/public-config';
import { IncludedCard, PricingCard, type TCheckoutButton } from './pricing-card';

/** 'A, B and C'. */
const listInWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const questions = [
  {
    q: 'What happens when the trial ends?',
    a: 'Your monthly subscription starts, unless you cancel before the trial is over.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes, any time before renewal, from your subscription page. You keep access until the paid month ends.',
  },
  {
    q: 'Is there a limit on replies?',
    a: `No plan counts drafts: monitoring adds up to ${LIMITS.draftsPerRunDefault} a run by default, and nothing is sent without your swipe. The subscription or trial lifts the daily limit on reviewing them (${LIMITS.freeDailyReviewsDefault} a day without one, by default). Bluesky replies go out up to ${LIMITS.blueskyDailyReplyCapDefault} a day by default; the rest go out the next day.`,
  },
  {
    q: 'Which networks does it reply on?',
    a: `X and Bluesky, each by its own rules. On X a reply fits in ${LIMITS.xReplyMax} characters, counted X's way, and most are finished with one tap on X's own reply page. On Bluesky a reply fits in ${LIMITS.blueskyReplyMax} characters, the app posts it for you, and you connect with an app password. ${listInWords(COMING_SOON_PLATFORMS)} are coming soon.`,
  },
] as const;

/**
 * The public pricing page (docs/product/screens.md#pricing): a header and one pricing card. The app passes
 * `checkoutButton` when the visitor is signed in, so the card starts checkout instead of sign-in.
 * When the server runs without subscriptions (BILLING=off) it says every feature is included, with
 * no price, trial or questions about them.
 */
export function PricingPage({ checkoutButton }: { checkoutButton?: TCheckoutButton }) {
  const { product_name, trial_days, billing_off } = publicConfig();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <MarketingHeader />
      <main className="flex-1 bg-[radial-gradient(ellipse_70%_45%_at_50%_0%,var(--accent-soft),transparent_75%)] pt-(--header-h)">
        <section
          aria-labelledby="pricing-title"
          className="mx-auto flex max-w-6xl flex-col items-center px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
        >
          <h1
            id="pricing-title"
            className="text-center text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {billing_off ? BILLING_OFF_COPY.title : 'One plan. Every feature.'}
          </h1>
          <p className="mt-4 max-w-xl text-center text-lg text-muted text-pretty">
            {billing_off
              ? BILLING_OFF_COPY.body
              : `Try ${product_name} free for ${trial_days} days, then keep replying at scale for one monthly price.`}
          </p>
          <div className="mt-12 flex w-full justify-center">
            {billing_off ? (
              <IncludedCard continueButton={checkoutButton} />
            ) : (
              <PricingCard checkoutButton={checkoutButton} />
            )}
          </div>
        </section>
        {!billing_off && <PricingQuestions />}
      </main>
      <MarketingFooter />
    </div>
  );
}

function PricingQuestions() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
      <h2 id="pricing-faq-title" className="sr-only">
        Questions about pricing
      </h2>
      <dl className="grid gap-8 border-t border-border pt-10 md:grid-cols-2">
        {questions.map(({ q, a }) => (
          <div key={q}>
            <dt className="font-medium">{q}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-muted">{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
