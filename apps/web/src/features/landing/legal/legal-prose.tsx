import type { ReactNode } from 'react';

/**
 * Contact addresses of the legal texts. They are neutral placeholders: the operator of an
 * instance is the controller and replaces them with their own.
 */
export const LEGAL_CONTACTS = {
  privacy: 'privacy@example.com',
  legal: 'legal@example.com',
} as const;

export function LegalDoc({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <div className="max-w-prose space-y-6 text-sm leading-relaxed text-muted">
      <p className="text-foreground">{intro}</p>
      {children}
    </div>
  );
}

export function LegalPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2.5">
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      {children}
    </div>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-muted">{children}</ul>;
}

export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-medium text-foreground">{children}</strong>;
}

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-accent underline-offset-4 hover:underline">
      {address}
    </a>
  );
}
