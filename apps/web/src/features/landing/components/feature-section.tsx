import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { clsx } from 'clsx';

type TFeatureSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  body: ReactNode;
  points: readonly string[];
  visual: ReactNode;
  /** Puts the visual on the left on wide screens, to alternate down the page. */
  reverse?: boolean;
  /** Full width under the text and the visual. */
  footer?: ReactNode;
};

export function FeatureSection({
  id,
  eyebrow,
  title,
  body,
  points,
  visual,
  reverse,
  footer,
}: TFeatureSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} data-section={id} className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div className={clsx(reverse && 'lg:order-2')}>
          <p className="text-sm font-semibold text-accent">{eyebrow}</p>
          <h2
            id={`${id}-title`}
            className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{body}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-sm sm:text-base">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                  <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={clsx(reverse && 'lg:order-1')}>{visual}</div>
      </div>
      {footer && <div className="mx-auto mt-14 max-w-6xl px-4 sm:px-6 lg:mt-16 lg:px-8">{footer}</div>}
    </section>
  );
}
