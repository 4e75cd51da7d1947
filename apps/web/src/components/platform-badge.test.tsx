import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformBadge } from './platform-badge';

describe('PlatformBadge', () => {
  it.each([
    ['twitter', 'X'],
    ['bluesky', 'Bluesky'],
  ] as const)(
    'names the platform (%s) to the eye and, with its label, to screen readers',
    (platform, name) => {
      const { container } = render(<PlatformBadge platform={platform} />);
      const badge = container.firstElementChild as HTMLElement;
      expect(screen.getByText(name, { exact: true })).toBeVisible();
      expect(badge).toHaveTextContent(`Platform: ${name}`);
      // The mark is decoration: the name says it.
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('shows each network its own mark', () => {
    const { container } = render(
      <>
        <PlatformBadge platform="twitter" />
        <PlatformBadge platform="bluesky" />
      </>,
    );
    const [x, bluesky] = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(x).toBeTruthy();
    expect(bluesky).toBeTruthy();
    expect(x).not.toBe(bluesky);
  });
});
