import { MarketingFooter, MarketingHeader } from '@/components/marketing-header';
import { ClosingCtaSection } from './closing-cta-section';
import { SwipeFeatureSection, ToneFeatureSection } from './feature-sections';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LegalSection } from './legal-section';
import { TrustedBySection } from './trusted-by-section';

/** The public landing page (docs/product/screens.md#landing), its sections in that order. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <MarketingHeader />
      <main className="flex-1 pt-(--header-h)">
        <HeroSection />
        <SwipeFeatureSection />
        <ToneFeatureSection />
        <HowItWorksSection />
        <TrustedBySection />
        <ClosingCtaSection />
        <LegalSection />
      </main>
      <MarketingFooter />
    </div>
  );
}
