import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { PRICING_FEATURES, TEXT } from '@gatling/shared/spec';
import { REPLYSTER_CONFIG, setTestPublicConfig } from '@/test/fake-api';
import { PLAN_COSTS_COPY } from './plan-details';
import { PricingPage } from './pricing-page';

beforeEach(() => setTestPublicConfig({ ...REPLYSTER_CONFIG, price_monthly_usd: 24.5 }));

describe('PricingPage', () => {
  it('shows the configured price, the trial, all five features and the CTA', () => {
    const { container } = render(
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-plan-price]')).toHaveTextContent('$24.50/month');
    expect(screen.getByText('7-day free trial')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Included in the plan' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...PRICING_FEATURES]);
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/auth?view=sign_up',
    );
    expect(screen.getByText(/Cancel any time before renewal/)).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: TEXT.landing.signIn })).toHaveAttribute('href', '/auth');
    expect(header.getByRole('link', { name: /Join Waitlist/ })).toHaveAttribute('target', '_blank');
  });

  it('without subscriptions (BILLING=off) says every feature is included: no price, trial or checkout', () => {
    setTestPublicConfig({ ...REPLYSTER_CONFIG, billing_off: true, billing_test_mode: false });
    const { container } = render(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Every feature is included' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This server runs without subscriptions: there is no price, no trial and nothing to pay.',
      ),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Included in the plan' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...PRICING_FEATURES]);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?view=sign_up');

    const main = screen.getByRole('main');
    expect(container.querySelector('[data-plan-price]')).toBeNull();
    expect(main).not.toHaveTextContent(/\$\d|month|free trial|cancel|renewal/i);
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
    expect(within(main).getAllByRole('link')).toHaveLength(1);
  });

  it('says sending follows each network: X and Bluesky with their rules, and the Bluesky daily cap', () => {
    render(
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Everything you need to reply at scale on X and Bluesky.')).toBeInTheDocument();
    const limit = screen.getByText('Is there a limit on replies?').nextElementSibling!;
    expect(limit).toHaveTextContent(
      /^No plan counts drafts: monitoring adds up to 20 a run by default, and nothing is sent without your swipe/,
    );
    expect(limit).toHaveTextContent(
      /lifts the daily limit on reviewing them \(20 a day without one, by default\)/,
    );
    expect(limit).not.toHaveTextContent(/unlimited/i);
    expect(limit).toHaveTextContent(
      'Bluesky replies go out up to 50 a day by default; the rest go out the next day.',
    );
    const networks = screen.getByText('Which networks does it reply on?').nextElementSibling!;
    expect(networks).toHaveTextContent(/280 characters, counted X's way/);
    expect(networks).toHaveTextContent(/one tap on X's own reply page/);
    expect(networks).toHaveTextContent(/300 characters, the app posts it for you/);
    expect(networks).toHaveTextContent(/app password/);
    expect(networks).toHaveTextContent(/LinkedIn, Telegram and Farcaster are coming soon/);
    expect(screen.getByRole('main')).not.toHaveTextContent(/twitter|tweet/i);
  });

  it('promises no unlimited AI and says who pays the running costs, for this server', () => {
    setTestPublicConfig({ ...REPLYSTER_CONFIG, twitter_sandbox: false, llm_offline: false });
    const { unmount } = render(
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>,
    );
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/unlimited AI|Everything included/i);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One plan. Every feature.');
    const costs = within(screen.getByRole('region', { name: PLAN_COSTS_COPY.title }));
    expect(costs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'X API calls made for you: this server’s operator pays them.',
      'Drafting on this server’s model: its operator pays the tokens.',
      'A model of your own (Settings › Drafting model): its provider bills you for its tokens.',
    ]);
    unmount();

    // The quickstart: X simulated, no language model.
    setTestPublicConfig({ ...REPLYSTER_CONFIG, twitter_sandbox: true, llm_offline: true });
    render(
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>,
    );
    const simulated = within(screen.getByRole('region', { name: PLAN_COSTS_COPY.title }));
    expect(simulated.getByText(PLAN_COSTS_COPY.xSimulated)).toHaveTextContent(/nobody pays them/);
    expect(simulated.getByText(PLAN_COSTS_COPY.demoWriter)).toHaveTextContent(/costs nothing/);
    expect(simulated.getByText(PLAN_COSTS_COPY.ownModel)).toBeInTheDocument();
  });

  it('says who pays the running costs with subscriptions off too', () => {
    setTestPublicConfig({
      ...REPLYSTER_CONFIG,
      billing_off: true,
      billing_test_mode: false,
      twitter_sandbox: false,
    });
    render(<PricingPage />);
    const costs = within(screen.getByRole('region', { name: PLAN_COSTS_COPY.title }));
    expect(costs.getByText(PLAN_COSTS_COPY.xCalls)).toBeInTheDocument();
    expect(costs.getByText(PLAN_COSTS_COPY.ownModel)).toBeInTheDocument();
  });
});
