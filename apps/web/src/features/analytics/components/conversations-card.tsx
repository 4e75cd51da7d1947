import type { TConversationFigures } from '@gatling/shared/api/analytics';
import { Badge } from '@/components/ui/badge';
import { ANALYTICS_COPY } from '../texts';
import { durationInWords, formatCount } from '../lib/figures';
import { FiguresCard } from './figures-card';

const COPY = ANALYTICS_COPY.conversations;
const SOURCE_KIND = ANALYTICS_COPY.sources;

/** One figure with what it is. */
function Figure({ id, label, value, hint }: { id: string; label: string; value: string; hint: string }) {
  return (
    <div className="min-w-0" data-testid={`conversations-${id}`}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-muted">{hint}</dd>
    </div>
  );
}

/**
 * The period's conversations (decision 0083): answers received, follow-ups sent, how soon people
 * answer a reply, and the keywords and core users whose replies started them. A line instead when
 * nothing came in.
 */
export function ConversationsCard({ conversations: c }: { conversations: TConversationFigures }) {
  const minutes = c.median_minutes_to_answer;
  return (
    <FiguresCard id="analytics-conversations" title={COPY.title} caption={COPY.caption}>
      {c.answers_received === 0 ? (
        <p className="mt-4 text-sm text-muted">
          {COPY.none} {c.follow_ups_sent > 0 && COPY.sentAnyway(c.follow_ups_sent)}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure
              id="received"
              label={COPY.received}
              value={formatCount(c.answers_received)}
              hint={COPY.receivedHint}
            />
            <Figure id="sent" label={COPY.sent} value={formatCount(c.follow_ups_sent)} hint={COPY.sentHint} />
            <div className="col-span-2 sm:col-span-1">
              <Figure
                id="time"
                label={COPY.timeToAnswer}
                value={minutes === null ? '—' : durationInWords(minutes)}
                hint={minutes === null ? COPY.noTimeToAnswer : COPY.timeToAnswerHint}
              />
            </div>
          </dl>
          {c.by_source.length > 0 && (
            <>
              <h3 id="analytics-conversation-sources" className="mt-5 text-sm font-semibold">
                {COPY.bySource}
              </h3>
              <p className="mt-0.5 text-xs text-muted">{COPY.bySourceHint}</p>
              <ul aria-labelledby="analytics-conversation-sources" className="mt-2 divide-y divide-border">
                {c.by_source.map((s) => (
                  <li
                    key={`${s.kind}:${s.value}`}
                    className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="max-w-[14rem] truncate font-medium" title={s.label}>
                        {s.label}
                      </span>
                      <Badge variant={s.kind === 'keyword' ? 'neutral' : 'accent'}>
                        {SOURCE_KIND[s.kind]}
                      </Badge>
                    </span>
                    <span className="shrink-0 text-muted tabular-nums">
                      {COPY.sourceFigures(s.answers, s.follow_ups_sent)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </FiguresCard>
  );
}
