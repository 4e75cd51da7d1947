import type { TModelUsage, TUsageByModel, TUsageByTask } from '@gatling/shared/api/analytics-usage';
import type { TDraftingProvider } from '@gatling/shared/api/model-settings';
import { DRAFTING_PROVIDER_LABELS } from '@gatling/shared/api/model-providers';
import { Badge } from '@/components/ui/badge';
import { ANALYTICS_COPY } from '../texts';
import { formatCount, formatUsd } from '../lib/figures';
import { DataTable, type TColumn } from './data-table';
import { FiguresCard } from './figures-card';

const COPY = ANALYTICS_COPY.usage;

/** 'OpenAI' for a provider the product names; the recorded name otherwise. */
const providerLabel = (provider: string) =>
  Object.hasOwn(DRAFTING_PROVIDER_LABELS, provider)
    ? DRAFTING_PROVIDER_LABELS[provider as TDraftingProvider]
    : provider;

/** Why a model's calls cost $0 here, in place of the amount; null when they were priced. */
export function priceNote(m: Pick<TUsageByModel, 'price' | 'source' | 'provider'>): string | null {
  if (m.price === 'listed') return null;
  if (m.price === 'none_local') {
    if (m.provider === 'ollama') return COPY.priceNone.ollama;
    return m.source === 'instance' ? COPY.priceNone.instanceLocal : COPY.priceNone.ownServer;
  }
  return COPY.priceNone[m.source];
}

type TModelRow = TUsageByModel | { demo: true; drafts: number };
const isDemo = (r: TModelRow): r is { demo: true; drafts: number } => 'demo' in r;

const figure = (of: (r: TUsageByModel) => number) => (r: TModelRow) => (isDemo(r) ? '—' : formatCount(of(r)));

const MODEL_COLUMNS: TColumn<TModelRow>[] = [
  {
    key: 'model',
    header: COPY.model,
    // Wide enough to read on a phone: the table scrolls sideways in its box rather than crush it.
    className: 'min-w-52',
    cell: (r) => {
      const note = isDemo(r) ? COPY.demo.note : priceNote(r);
      return (
        <span className="flex min-w-0 flex-col items-start gap-1">
          <span className="font-medium break-words">{isDemo(r) ? COPY.demo.name : r.model}</span>
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            {!isDemo(r) && providerLabel(r.provider)}
            <Badge variant={isDemo(r) ? 'neutral' : r.source === 'own' ? 'accent' : 'neutral'}>
              {isDemo(r) ? COPY.demo.badge : COPY.sources[r.source]}
            </Badge>
          </span>
          <span className="max-w-md text-xs text-muted">
            {isDemo(r) ? COPY.demo.drafts(formatCount(r.drafts)) : COPY.whoPays[r.source]}
          </span>
          {note && <span className="max-w-md text-xs text-muted">{note}</span>}
        </span>
      );
    },
  },
  { key: 'calls', header: COPY.callsCol, numeric: true, cell: figure((r) => r.calls) },
  { key: 'input', header: COPY.inputCol, numeric: true, cell: figure((r) => r.input_tokens) },
  { key: 'output', header: COPY.outputCol, numeric: true, cell: figure((r) => r.output_tokens) },
  {
    key: 'cost',
    header: COPY.costCol,
    numeric: true,
    cell: (r) => (isDemo(r) ? formatUsd(0) : r.price === 'listed' ? formatUsd(r.cost_usd) : COPY.noPrice),
  },
];

const TASK_COLUMNS: TColumn<TUsageByTask>[] = [
  { key: 'task', header: COPY.task, className: 'min-w-32', cell: (t) => COPY.tasks[t.task] },
  { key: 'calls', header: COPY.callsCol, numeric: true, cell: (t) => formatCount(t.calls) },
  { key: 'input', header: COPY.inputCol, numeric: true, cell: (t) => formatCount(t.input_tokens) },
  { key: 'output', header: COPY.outputCol, numeric: true, cell: (t) => formatCount(t.output_tokens) },
  { key: 'cost', header: COPY.costCol, numeric: true, cell: (t) => formatUsd(t.cost_usd) },
];

/** One total with what it is, in a line. */
function Total({ label, value, lines }: { label: string; value: string; lines: (string | null)[] }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight tabular-nums">{value}</dd>
      {lines.map(
        (line) =>
          line && (
            <dd key={line} className="mt-0.5 text-xs text-muted">
              {line}
            </dd>
          ),
      )}
    </div>
  );
}

/**
 * The period's language-model calls as they were made, drafts nobody published included: totals
 * with what each is and who pays, then by task and by model (whose it is, and why one has no price).
 */
export function ModelUsage({ usage, filtered }: { usage: TModelUsage; filtered: boolean }) {
  const unpriced = usage.by_model.some((m) => m.price !== 'listed');
  const models: TModelRow[] = [
    ...usage.by_model,
    ...(usage.demo_drafts > 0 ? [{ demo: true as const, drafts: usage.demo_drafts }] : []),
  ];
  return (
    <FiguresCard
      id="analytics-usage"
      title={COPY.title}
      caption={
        <>
          {COPY.caption} {filtered && COPY.allNetworks}
        </>
      }
    >
      {usage.calls === 0 ? (
        <p className="mt-4 text-sm text-muted">
          {COPY.none} {COPY.writer[usage.writer]}
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Total
            label={COPY.calls}
            value={formatCount(usage.calls)}
            lines={[
              COPY.callsHint,
              usage.failed_calls > 0 ? COPY.failed(formatCount(usage.failed_calls)) : null,
            ]}
          />
          <Total
            label={COPY.input}
            value={formatCount(usage.input_tokens)}
            lines={[
              COPY.inputHint,
              usage.cached_input_tokens > 0 ? COPY.cached(formatCount(usage.cached_input_tokens)) : null,
            ]}
          />
          <Total label={COPY.output} value={formatCount(usage.output_tokens)} lines={[COPY.outputHint]} />
          <Total
            label={COPY.cost}
            value={formatUsd(usage.cost_usd)}
            lines={[COPY.costHint, unpriced ? COPY.unpricedHint : null]}
          />
        </dl>
      )}
      {usage.by_task.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold">{COPY.byTask}</h3>
          <DataTable
            className="mt-1"
            caption={`${COPY.title}: ${COPY.byTask}`}
            columns={TASK_COLUMNS}
            rows={usage.by_task}
            rowKey={(t) => t.task}
          />
        </>
      )}
      {models.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold">{COPY.byModel}</h3>
          <DataTable
            className="mt-1"
            caption={`${COPY.title}: ${COPY.byModel}`}
            columns={MODEL_COLUMNS}
            rows={models}
            rowKey={(r) => (isDemo(r) ? 'demo' : `${r.source} ${r.provider} ${r.model}`)}
          />
        </>
      )}
    </FiguresCard>
  );
}
