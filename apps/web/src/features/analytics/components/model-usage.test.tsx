import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TUsageByModel } from '@gatling/shared/api/analytics-usage';
import { modelUsage, noModelUsage } from '../testing/analytics-test-kit';
import { ANALYTICS_COPY } from '../texts';
import { ModelUsage } from './model-usage';

const COPY = ANALYTICS_COPY.usage;

const model = (overrides: Partial<TUsageByModel>): TUsageByModel => ({
  source: 'own',
  provider: 'openai-compatible',
  model: 'qwen2.5',
  price: 'none_local',
  calls: 4,
  failed_calls: 0,
  input_tokens: 2000,
  cached_input_tokens: 0,
  output_tokens: 300,
  cost_usd: 0,
  ...overrides,
});

const byModel = () => screen.getByRole('table', { name: `${COPY.title}: ${COPY.byModel}` });
const rowOf = (name: RegExp) => within(byModel()).getByRole('rowheader', { name }).closest('tr')!;

describe('ModelUsage', () => {
  it('shows each total with what it is and who pays, then the calls by task and by model', () => {
    render(<ModelUsage usage={modelUsage()} filtered={false} />);
    const section = screen.getByRole('region', { name: COPY.title });
    expect(
      within(section)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([COPY.calls, COPY.input, COPY.output, COPY.cost]);
    expect(section).toHaveTextContent(`${COPY.calls}130${COPY.callsHint}2 failed`);
    expect(section).toHaveTextContent(
      `${COPY.input}412,000${COPY.inputHint}9,800 of them from the provider’s cache, billed lower`,
    );
    expect(section).toHaveTextContent(`${COPY.output}38,500${COPY.outputHint}`);
    // An unpriced model is in the period: the total says it counts $0.
    expect(section).toHaveTextContent(`${COPY.cost}$0.60${COPY.costHint}${COPY.unpricedHint}`);

    const tasks = screen.getByRole('table', { name: `${COPY.title}: ${COPY.byTask}` });
    expect(
      within(tasks)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Drafting replies', 'Picking posts to answer', 'Chat']);

    const own = rowOf(/gpt-4\.1-miniOpenAI/);
    expect(own).toHaveTextContent(COPY.sources.own);
    expect(own).toHaveTextContent(COPY.whoPays.own);
    expect(own).toHaveTextContent('$0.60');
    const earlier = rowOf(/qwen2\.5/);
    expect(earlier).toHaveTextContent(COPY.sources.earlier);
    expect(earlier).toHaveTextContent(COPY.priceNone.earlier);
    expect(within(earlier).getByText(COPY.noPrice)).toBeInTheDocument();
    expect(earlier).not.toHaveTextContent('$0');
  });

  it.each([
    ['the user’s own server', model({}), COPY.priceNone.ownServer],
    ['this server’s Ollama', model({ provider: 'ollama', model: 'llama3.2' }), COPY.priceNone.ollama],
    ['the server’s model on its own machine', model({ source: 'instance' }), COPY.priceNone.instanceLocal],
    [
      'a hosted model of the user’s without a price',
      model({ provider: 'openrouter', price: 'none' }),
      COPY.priceNone.own,
    ],
    [
      'the server’s hosted model without a price',
      model({ source: 'instance', price: 'none' }),
      COPY.priceNone.instance,
    ],
  ])('says why a model on %s has no price instead of a bare $0', (_where, row, why) => {
    render(<ModelUsage usage={modelUsage({ by_model: [row], cost_usd: 0 })} filtered={false} />);
    const tr = within(byModel()).getAllByRole('row')[1]!;
    expect(tr).toHaveTextContent(why);
    expect(within(tr).getByText(COPY.noPrice)).toBeInTheDocument();
    expect(tr).not.toHaveTextContent('$0');
  });

  it('names the demo writer, which calls no model and costs nothing', () => {
    render(<ModelUsage usage={noModelUsage({ demo_drafts: 3 })} filtered />);
    const section = screen.getByRole('region', { name: COPY.title });
    expect(section).toHaveTextContent(`${COPY.none} ${COPY.writer.demo}`);
    // Filtered to one network, it says the calls are every network's.
    expect(section).toHaveTextContent(COPY.allNetworks);
    expect(screen.queryByRole('table', { name: `${COPY.title}: ${COPY.byTask}` })).not.toBeInTheDocument();
    const demo = rowOf(/Demo writer/);
    expect(demo).toHaveTextContent('3 drafts written');
    expect(demo).toHaveTextContent(COPY.demo.note);
    expect(demo).toHaveTextContent('$0.00');
  });
});
