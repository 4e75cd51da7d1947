import type { ReactNode } from 'react';
import { LIMITS, TEXT } from '@gatling/shared/spec';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { PrivacyPolicy } from '../legal/privacy-policy';
import { TermsOfService } from '../legal/terms-of-service';

const documents: readonly { value: string; title: string; body: ReactNode }[] = [
  { value: 'privacy', title: TEXT.landing.privacyPolicy, body: <PrivacyPolicy /> },
  { value: 'terms', title: TEXT.landing.termsOfService, body: <TermsOfService /> },
];

/** Privacy Policy and Terms of Service: one open at a time, each in a fixed-height scroll box. */
export function LegalSection() {
  return (
    <section
      id="legal"
      aria-labelledby="legal-title"
      data-section="legal"
      className="scroll-mt-(--header-h) py-16 sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id="legal-title" className="text-2xl font-semibold tracking-tight">
          Legal
        </h2>
        <p className="mt-2 text-sm text-muted">
          The short version: your data is yours, and you can leave any time.
        </p>
        <Accordion
          type="single"
          collapsible
          className="mt-6 rounded-lg border border-border bg-surface px-4 shadow-card sm:px-6"
        >
          {documents.map(({ value, title, body }) => (
            <AccordionItem key={value} value={value}>
              <AccordionTrigger>{title}</AccordionTrigger>
              {/* The content is Radix's labelled region; it is also the scroll box. */}
              <AccordionContent
                tabIndex={0}
                data-legal-scroll-box=""
                style={{ height: LIMITS.legalScrollBoxPx, overflowY: 'auto' }}
                className="mb-4 overscroll-contain rounded-md border border-border bg-background p-4 sm:p-5"
              >
                {body}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
