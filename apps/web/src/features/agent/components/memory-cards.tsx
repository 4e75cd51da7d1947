import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { ArrowRight, Brain, Check, Hash, LoaderCircle, RotateCw } from 'lucide-react';
import type { TAgentMemory } from '@gatling/shared/api/agent';
import { keywordLabel } from '@gatling/shared/keywords';
import { ROUTES } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAgentMemory } from '../api/get-agent-memory';
import type { TKeywordsNotice } from '../lib/chat-items';
import { AGENT_COPY as COPY } from '../texts';
import { LocalCard } from './command-cards';

const CORE_USERS_SHOWN = 12;

function Chips({ values, muted = false }: { values: readonly string[]; muted?: boolean }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs',
            muted ? 'border-border text-muted' : 'border-transparent bg-accent-soft text-accent',
          )}
        >
          {value}
        </li>
      ))}
    </ul>
  );
}

function Section({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  return (
    <div className="space-y-1 border-t border-border pt-2.5 first:border-t-0 first:pt-0">
      <dt className="flex items-center justify-between gap-2 text-xs font-medium text-foreground">
        <span>{label}</span>
        {to && (
          <Link
            to={to}
            aria-label={`${COPY.edit} ${label}`}
            className="text-xs font-normal text-accent underline-offset-4 hover:underline"
          >
            {COPY.edit}
          </Link>
        )}
      </dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

const text = (value: string | null) =>
  value?.trim() ? <span className="whitespace-pre-wrap">{value}</span> : COPY.notSet;

function MemoryBody({ memory }: { memory: TAgentMemory }) {
  const { core_users: users, keywords, rules } = memory;
  return (
    <>
      {memory.username && <p className="mb-2.5 text-muted">{COPY.signedInAs(memory.username)}</p>}
      <dl className="space-y-2.5">
        <Section label={COPY.memory.style} to={ROUTES.yourStyle}>
          {text(memory.style_prompt)}
        </Section>
        <Section label={COPY.memory.audience}>{text(memory.audience_summary)}</Section>
        <Section label={COPY.memory.coreUsers} to={ROUTES.communities}>
          {users.length === 0 ? (
            COPY.none
          ) : (
            <Chips
              values={[
                ...users.slice(0, CORE_USERS_SHOWN).map((u) => `@${u}`),
                ...(users.length > CORE_USERS_SHOWN ? [`+${users.length - CORE_USERS_SHOWN}`] : []),
              ]}
            />
          )}
        </Section>
        <Section label={COPY.memory.keywords}>
          {keywords.active.length + keywords.inactive.length === 0
            ? COPY.none
            : COPY.keywordsCount(keywords.active.length, keywords.inactive.length)}
        </Section>
        <Section label={COPY.memory.rules} to={ROUTES.replyRules}>
          {rules.length === 0 ? (
            COPY.none
          ) : (
            <ul className="list-disc space-y-0.5 pl-4">
              {rules.map((r) => (
                <li key={r.trigger_prompt}>
                  <span className="text-foreground">{r.trigger_prompt}</span>
                  {r.semantic_response && <> → {r.semantic_response}</>}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section label={COPY.memory.business} to={ROUTES.business}>
          {text(memory.business_summary)}
        </Section>
      </dl>
    </>
  );
}

function KeywordsBody({ memory }: { memory: TAgentMemory }) {
  const { active, inactive } = memory.keywords;
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <h4 className="text-xs font-medium">{COPY.keywordsActive(active.length)}</h4>
        {/* Keywords are search queries: shown as their words and filters, not the syntax. */}
        {active.length ? (
          <Chips values={active.map(keywordLabel)} />
        ) : (
          <p className="text-muted">{COPY.none}</p>
        )}
      </div>
      {inactive.length > 0 && (
        <div className="space-y-1.5">
          <h4 className="text-xs font-medium">{COPY.keywordsInactive(inactive.length)}</h4>
          <Chips values={inactive.map(keywordLabel)} muted />
        </div>
      )}
      <p className="text-xs text-muted">
        {COPY.keywordsNote}{' '}
        <Link
          to={ROUTES.communities}
          className="inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
        >
          {COPY.keywordsLink}
          <ArrowRight aria-hidden="true" className="size-3" />
        </Link>
      </p>
    </div>
  );
}

/** What `/keywords add …` or `remove …` did: a line above the list, announced. */
function Notice({ notice }: { notice: TKeywordsNotice }) {
  return (
    <p
      role="status"
      className={cn(
        'mb-2.5 flex items-start gap-2 text-[0.9375rem]',
        notice.state === 'failed' ? 'text-destructive' : 'text-foreground',
      )}
    >
      {notice.state === 'pending' && (
        <LoaderCircle aria-hidden="true" className="mt-1 size-3.5 animate-spin" />
      )}
      {notice.state === 'done' && <Check aria-hidden="true" className="mt-1 size-3.5 text-accent" />}
      {notice.text}
    </p>
  );
}

/**
 * /memory and /keywords: GET /agent/memory shown as a card, with its own loading and retry;
 * `notice` says what a `/keywords add|remove` did, above the keywords as they are now.
 */
export function MemoryCard({
  view,
  notice,
}: {
  view: 'memory' | 'keywords';
  notice?: TKeywordsNotice | undefined;
}) {
  const memory = useAgentMemory();
  const title = view === 'memory' ? COPY.memoryTitle : COPY.keywordsTitle;
  const icon =
    view === 'memory' ? (
      <Brain aria-hidden="true" className="size-3.5" />
    ) : (
      <Hash aria-hidden="true" className="size-3.5" />
    );
  return (
    <LocalCard title={title} icon={icon}>
      {notice && <Notice notice={notice} />}
      {memory.isPending ? (
        <div role="status" aria-busy="true" aria-label={COPY.memoryLoading} className="space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : memory.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <span className="text-muted">{COPY.memoryFailed}</span>
          <Button variant="outline" size="sm" onClick={() => void memory.refetch()}>
            <RotateCw aria-hidden="true" />
            {COPY.retry}
          </Button>
        </div>
      ) : view === 'memory' ? (
        <MemoryBody memory={memory.data} />
      ) : (
        <KeywordsBody memory={memory.data} />
      )}
    </LocalCard>
  );
}
