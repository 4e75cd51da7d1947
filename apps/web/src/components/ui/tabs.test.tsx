import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Views() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Views"
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'a', label: 'First', panel: <p>first panel</p> },
        { value: 'b', label: 'Second', panel: <p>second panel</p> },
        { value: 'c', label: 'Third', panel: <p>third panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('names the list, selects one tab and draws its panel, named by it', () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(panel).toHaveTextContent('first panel');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('second panel')).not.toBeInTheDocument();
  });

  it('a click selects; the list is one tab stop, and the arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Views />);
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('second panel');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toBeInTheDocument();
    // Tab leaves the list for the panel: the other tabs are no stops of their own.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toHaveFocus();
  });
});
