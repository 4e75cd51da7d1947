import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS, TEXT } from '@gatling/shared/spec';
import { UnderstandingProgress } from './understanding-progress';

const bar = () => screen.getByRole('progressbar', { name: TEXT.audience.understanding });

describe('UnderstandingProgress', () => {
  it('is a named progressbar from 0 to 100 that says how far the threshold is', () => {
    render(<UnderstandingProgress value={42} />);
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
    expect(bar()).toHaveAttribute('aria-valuenow', '42');
    expect(bar()).toHaveAttribute('aria-valuetext', '42% of the 60% needed');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('draws a visible marker at the 60% threshold', () => {
    render(<UnderstandingProgress value={10} />);
    const marker = screen.getByTestId('understanding-threshold');
    expect(LIMITS.audienceUnderstandingThreshold).toBe(60);
    expect(marker.style.left).toBe('60%');
    expect(marker).toHaveTextContent('60% needed');
  });

  it('says when the threshold is reached, and keeps values inside 0–100', () => {
    const { rerender } = render(<UnderstandingProgress value={60} />);
    expect(bar()).toHaveAttribute('aria-valuetext', '60%, enough to continue');
    rerender(<UnderstandingProgress value={140} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    rerender(<UnderstandingProgress value={-5} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
  });
});
