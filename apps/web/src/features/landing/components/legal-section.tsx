import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { ChevronDown } from './landing-icons';
import { LIMITS, PUBLIC_TEXT } from '@gatling/shared/spec/public';

/**
 * The texts load when the visitor opens one, not with the page: they are a third of the landing
 * page's own code (docs/decisions/0029-page-weight.md).
 */
const documents: readonly { value: string; title: string; load: () => Promise<ComponentType> }[] = [
  {
    value: 'privacy',
    title: PUBLIC_TEXT.landing.privacyPolicy,
    load: () => import('../legal/privacy-policy').then((m) => m.PrivacyPolicy),
  },
  {
    value: 'terms',
    title: PUBLIC_TEXT.landing.termsOfService,
    load: () => import('../legal/terms-of-service').then((m) => m.TermsOfService),
  },
];

/**
 * One document: its heading is the button that opens it, and the open text is a region named by that
 * button and is also the scroll box. The same markup as the app's Radix accordion, written out so the
 * landing page loads without Radix (docs/decisions/0029-page-weight.md).
 */
function LegalDocument({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className="border-b border-border last:border-b-0">
      <h3 className="flex">
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={open ? `${id}-content` : undefined}
          data-state={state}
          onClick={onToggle}
          className="group flex flex-1 cursor-pointer items-center justify-between gap-4 py-4 text-left text-base font-medium transition-colors hover:text-accent"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </button>
      </h3>
      {open && (
        <div
          role="region"
          id={`${id}-content`}
          aria-labelledby={`${id}-trigger`}
          data-state={state}
          tabIndex={0}
          data-legal-scroll-box=""
          style={{ height: LIMITS.legalScrollBoxPx, overflowY: 'auto' }}
          className="mb-4 overscroll-contain rounded-md border border-border bg-background p-4 sm:p-5"
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** Privacy Policy and Terms of Service: one open at a time, each in a fixed-height scroll box. */
export function LegalSection() {
  const [open, setOpen] = useState<string | null>(null);
  const [bodies, setBodies] = useState<Record<string, ComponentType>>({});
  // A document opens once its text has loaded, so it never shows an empty box.
  const toggle = (value: string, load: () => Promise<ComponentType>) => {
    if (open === value) return setOpen(null);
    if (bodies[value]) return setOpen(value);
    load()
      .then((Body) => {
        setBodies((current) => ({ ...current, [value]: Body }));
        setOpen(value);
      })
      .catch((err: unknown) => console.error('Could not load the legal text', err));
  };
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
        <div className="mt-6 rounded-lg border border-border bg-surface px-4 shadow-card sm:px-6">
          {documents.map(({ value, title, load }) => {
            const Body = bodies[value];
            return (
              <LegalDocument
                key={value}
                title={title}
                open={open === value}
                onToggle={() => toggle(value, load)}
              >
                {Body && <Body />}
              </LegalDocument>
            );
          })}
        </div>
      </div>
    </section>
  );
}
