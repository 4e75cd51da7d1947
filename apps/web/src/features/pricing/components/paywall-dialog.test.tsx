import { beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { PRICING_FEATURES } from '@gatling/shared/spec';
import { REPLYSTER_CONFIG, setTestPublicConfig } from '@/test/fake-api';
import { PaywallDialog } from './paywall-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button onClick={() => setOpen(true)}>Send reply</button>
      <PaywallDialog open={open} onOpenChange={setOpen} />
    </MemoryRouter>
  );
}

beforeEach(() => setTestPublicConfig(REPLYSTER_CONFIG));

describe('PaywallDialog', () => {
  it('opens with the price and features, and Not now closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Upgrade to keep replying' }));
    expect(dialog.getByText('$19')).toBeInTheDocument();
    // What a user without a plan has and has not: drafting goes on, reviews are limited a day.
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Without a subscription or trial you review up to 20 drafts a day (by default) and Analytics is closed. Drafting goes on either way. Subscribe to review without a daily limit.',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/keep drafting|unlimited AI/i);
    expect(dialog.getByText('/month')).toBeInTheDocument();
    for (const feature of PRICING_FEATURES) expect(dialog.getByText(feature)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');

    await user.click(dialog.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without subscriptions (BILLING=off) says every feature is included, and Continue closes it', async () => {
    setTestPublicConfig({ ...REPLYSTER_CONFIG, billing_off: true, billing_test_mode: false });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Every feature is included' });
    expect(dialog).toHaveTextContent('This server runs without subscriptions');
    expect(dialog).not.toHaveTextContent(/\$\d|Upgrade|month/);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the upgrade link is followed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await user.click(screen.getByRole('link', { name: 'Upgrade' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
