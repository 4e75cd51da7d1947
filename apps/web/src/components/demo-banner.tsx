import type { TPublicConfig } from '@gatling/shared/api/session';
import { publicConfig } from '@/lib/public-config';

/** What the banner says (docs/decisions/0057-no-stand-in-in-production.md records the wording). */
export const DEMO_BANNER_COPY = {
  label: 'Demo server',
  simulated: { email: 'e-mails', sms: 'SMS codes', twitter: 'the X network', bluesky: 'the Bluesky network' },
  /** "Demo server. Simulated here: e-mails, SMS codes, the X network and the Bluesky network." */
  sentence: (things: string[]) =>
    things.length === 0
      ? 'Demo server.'
      : `Demo server. Simulated here: ${
          things.length === 1 ? things[0] : `${things.slice(0, -1).join(', ')} and ${things.at(-1)}`
        }.`,
} as const;

export const demoBannerText = (standIns: TPublicConfig['stand_ins']) =>
  DEMO_BANNER_COPY.sentence(standIns.map((s) => DEMO_BANNER_COPY.simulated[s]));

/**
 * The strip at the top of every page of a demo server (public config `demo_mode`): what it simulates,
 * so nobody takes its e-mails, codes, X or Bluesky for real ones. Sticky; the fixed and sticky headers sit
 * below it through --demo-banner-h (styles/index.css), which is 0 without it.
 */
export function DemoBanner() {
  return (
    <div
      id="demo-banner"
      role="note"
      aria-label={DEMO_BANNER_COPY.label}
      className="sticky top-0 z-50 flex h-(--demo-banner-h) items-center justify-center overflow-hidden border-b border-warning bg-warning-soft px-3 text-center text-xs leading-tight font-medium text-foreground"
    >
      {demoBannerText(publicConfig().stand_ins)}
    </div>
  );
}
