import { PUBLIC_TEXT } from '@gatling/shared/spec/public';
import { PlaceholderLogos } from './placeholder-logos';

export function TrustedBySection() {
  return (
    <section aria-labelledby="trusted-by-title" data-section="trusted-by" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="trusted-by-title"
          className="text-center text-sm font-semibold tracking-widest text-muted uppercase"
        >
          {PUBLIC_TEXT.landing.trustedBy}
        </h2>
        <div className="mt-10">
          <PlaceholderLogos />
        </div>
      </div>
    </section>
  );
}
