import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button-variants';
import { variants } from './variants';

describe('variants', () => {
  const look = variants(
    'base',
    { tone: { calm: 'c', loud: 'l' }, size: { s: 'sm', m: 'md' } },
    { tone: 'calm', size: 'm' },
  );

  it('gives the base, then each option’s default where it is absent', () => {
    expect(look()).toBe('base c md');
    expect(look({})).toBe('base c md');
  });

  it('gives the chosen value’s classes, and none for an option set to null', () => {
    expect(look({ tone: 'loud', size: 's' })).toBe('base l sm');
    expect(look({ size: null })).toBe('base c');
  });

  it('styles a link as the button it looks like', () => {
    expect(buttonVariants({ variant: 'ghost', size: null })).toContain('hover:bg-surface-2 text-foreground');
    expect(buttonVariants({ variant: 'ghost', size: null })).not.toMatch(/\bh-10\b/u);
    expect(buttonVariants()).toMatch(/bg-accent .*h-10 px-4$/u);
  });
});
