import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import corpus from './cn-corpus.json';

// cn() stands in for twMerge(clsx(…)) (docs/decisions/0062-classes-joined-without-tailwind-merge.md):
// for what the app passes it must give the same classes. Their order in the attribute does not change
// what CSS applies.
const classSet = (classes: string) => [...new Set(classes.split(' ').filter(Boolean))].sort().join(' ');

describe('cn', () => {
  it('gives the classes tailwind-merge gave for every argument list recorded in the tests', () => {
    const differ = (corpus.recorded as ClassValue[][])
      .map((inputs) => ({ inputs: clsx(inputs), cn: cn(...inputs), twMerge: twMerge(clsx(inputs)) }))
      .filter((r) => classSet(r.cn) !== classSet(r.twMerge));
    expect(differ).toEqual([]);
  });

  it('agrees with tailwind-merge on any two classes the same call can receive', () => {
    const differ: string[] = [];
    for (const [site, classes] of Object.entries(corpus.sites)) {
      const list = classes.split(' ');
      for (const a of list) {
        for (const b of list) {
          const ours = cn(a, b);
          const theirs = twMerge(a, b);
          if (classSet(ours) !== classSet(theirs)) {
            differ.push(`${site}: '${a} ${b}' → '${ours}', not '${theirs}'`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('lets a later class win within its group, per variant', () => {
    expect(cn('h-10 px-4', 'h-11')).toBe('px-4 h-11');
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('p-3', 'px-2')).toBe('p-3 px-2');
    expect(cn('size-10', 'w-full')).toBe('size-10 w-full');
    expect(cn('w-full', 'size-10')).toBe('size-10');
    expect(cn('text-sm text-muted', 'text-xs')).toBe('text-muted text-xs');
    expect(cn('leading-relaxed', 'text-sm')).toBe('text-sm');
    expect(cn('border border-border', 'border-accent/40 border-t-0')).toBe(
      'border border-accent/40 border-t-0',
    );
    expect(cn('rounded-md rounded-br-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('font-medium font-mono', 'font-semibold')).toBe('font-mono font-semibold');
    expect(cn('top-0 left-2', 'inset-0')).toBe('inset-0');
    expect(cn('hidden sm:flex', 'flex')).toBe('sm:flex flex');
    expect(cn('lg:opacity-0 hover:bg-surface', 'lg:opacity-100 dark:bg-accent')).toBe(
      'hover:bg-surface lg:opacity-100 dark:bg-accent',
    );
  });

  it('tells arbitrary values, opacities and negatives apart', () => {
    expect(cn('text-[0.9375rem] text-[#1185fe]', 'text-sm text-muted')).toBe('text-sm text-muted');
    expect(cn('bg-surface bg-[radial-gradient(ellipse,var(--x),transparent)]', 'bg-accent/40')).toBe(
      'bg-[radial-gradient(ellipse,var(--x),transparent)] bg-accent/40',
    );
    expect(cn('border-2', 'border-[3px] border-(--ring)')).toBe('border-[3px] border-(--ring)');
    expect(cn('max-w-[calc(100%-2rem)] w-1/2', 'max-w-md w-full')).toBe('max-w-md w-full');
    expect(cn('-mt-2 mt-1', '-mt-px')).toBe('-mt-px');
    expect(cn('[&_svg]:size-4', '[&_svg]:size-3 has-[:checked]:bg-surface')).toBe(
      '[&_svg]:size-3 has-[:checked]:bg-surface',
    );
  });

  it('keeps classes it does not know, and joins like clsx', () => {
    expect(cn('tabular group shadow-card', 'shadow-sm ring-2 ring-ring')).toBe(
      'tabular group shadow-card shadow-sm ring-2 ring-ring',
    );
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }], '  e\n f ')).toBe('a b c e f');
    expect(cn()).toBe('');
  });
});
