import { useId, type ReactNode } from 'react';
import type { TStyleAnswer } from '@gatling/shared/api/style';
import { cn } from '@/lib/cn';
import { describeCasing, percent, punctuationHabits, usesEmoji } from '../lib/describe-style';
import { STYLE_COPY } from '../texts';

const COPY = STYLE_COPY.learned;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-md bg-surface-2/70 px-3 py-2.5', className)}>
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

function Chip({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className="inline-flex items-center rounded-full border border-border bg-surface px-2 py-0.5 text-xs"
    >
      {children}
    </span>
  );
}

/**
 * What the style was learned from, compactly: the measured features of the user's posts (typical
 * length, casing, punctuation, emoji, signature words) and how many approved edits were kept.
 * Renders nothing when the server has measured nothing yet.
 */
export function StyleLearned({ style }: { style: TStyleAnswer }) {
  const id = useId();
  const { features, examples_learned } = style;
  if (!features && examples_learned === 0) return null;

  const habits = features ? punctuationHabits(features.punctuation) : [];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          {COPY.heading}
        </h2>
        <p className="tabular text-xs text-muted">
          {features
            ? `${COPY.measured(features.samples, examples_learned)} · ${COPY.editsLearned(examples_learned)}`
            : capitalize(COPY.editsLearned(examples_learned))}
        </p>
      </div>
      {features && (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Fact term={COPY.length}>
            <span className="tabular font-medium">{COPY.lengthValue(features.length.median)}</span>
            <span className="tabular block text-xs text-muted">
              {COPY.lengthRange(features.length.p10, features.length.p90)} ·{' '}
              {COPY.words(features.words_per_post)}
            </span>
          </Fact>
          <Fact term={COPY.casing}>
            <span className="font-medium">{describeCasing(features.casing)}</span>
            <span className="tabular block text-xs text-muted">
              {COPY.startsLowercase(percent(features.casing.lowercase_start))}
            </span>
          </Fact>
          <Fact term={COPY.punctuation}>
            {habits.length === 0 ? (
              <span className="text-muted">{COPY.rarely}</span>
            ) : (
              <span className="flex flex-wrap gap-1.5">
                {habits.map((h) => (
                  <Chip key={h.label} title={COPY.habitTitle(h.label, percent(h.share))}>
                    {h.label}
                    <span className="tabular ml-1 text-muted">{percent(h.share)}</span>
                  </Chip>
                ))}
              </span>
            )}
          </Fact>
          <Fact term={COPY.emoji}>
            {usesEmoji(features.emoji) ? (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {features.emoji.top.length > 0 && (
                  <span className="text-base leading-none">{features.emoji.top.slice(0, 5).join(' ')}</span>
                )}
                <span className="tabular text-xs text-muted">
                  {COPY.emojiShare(percent(features.emoji.posts_with_emoji))}
                </span>
              </span>
            ) : (
              <span className="text-muted">{COPY.noEmoji}</span>
            )}
          </Fact>
          <Fact term={COPY.signatureWords} className="sm:col-span-2">
            {features.vocabulary.signature_words.length === 0 ? (
              <span className="text-muted">{COPY.none}</span>
            ) : (
              <span className="flex flex-wrap gap-1.5">
                {features.vocabulary.signature_words.slice(0, 12).map((w) => (
                  <Chip key={w}>{w}</Chip>
                ))}
              </span>
            )}
          </Fact>
        </dl>
      )}
    </section>
  );
}
