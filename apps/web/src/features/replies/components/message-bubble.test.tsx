import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBubble } from './message-bubble';

describe('the draft bubble', () => {
  afterEach(() => vi.useRealTimers());

  it('holds its time still while the card is on screen', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 29, 10, 59, 30), toFake: ['Date'] });
    const { rerender } = render(<MessageBubble text="Ship it on Friday." />);
    expect(screen.getByLabelText('shown at 10:59')).toBeInTheDocument();
    vi.setSystemTime(new Date(2026, 10, 29, 11, 2, 0));
    // Anything re-rendering the card (a quick edit, a new text) leaves the time as it was.
    rerender(<MessageBubble text="Ship it on Friday, then rest." />);
    expect(screen.getByLabelText('shown at 10:59')).toBeInTheDocument();
    expect(screen.getByText('Ship it on Friday, then rest.')).toBeInTheDocument();
  });
});
