import type { ReactNode } from 'react';

/*
 * Placeholder wordmarks for the "Trusted By" row (six placeholders, docs/product/screens.md#landing). The
 * names are invented and the shapes generic on purpose; an operator swaps in real customers' marks.
 * currentColor keeps them in the muted token of either theme.
 */
const logos: readonly { name: string; mark: ReactNode }[] = [
  { name: 'Northwind', mark: <path d="M4 26 L14 6 L24 26 Z" /> },
  { name: 'Lumen', mark: <circle cx="14" cy="16" r="10" /> },
  { name: 'Kestrel', mark: <path d="M14 5 L25 16 L14 27 L3 16 Z" /> },
  {
    name: 'Orbital',
    mark: <circle cx="14" cy="16" r="8.5" fill="none" stroke="currentColor" strokeWidth="4" />,
  },
  { name: 'Halcyon', mark: <path d="M14 5 L24 10.5 V21.5 L14 27 L4 21.5 V10.5 Z" /> },
  {
    name: 'Meridian',
    mark: (
      <>
        <rect x="4" y="6" width="20" height="5" rx="2" />
        <rect x="4" y="13.5" width="14" height="5" rx="2" />
        <rect x="4" y="21" width="20" height="5" rx="2" />
      </>
    ),
  },
];

export function PlaceholderLogos() {
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
      {logos.map(({ name, mark }) => (
        <li key={name} className="flex justify-center">
          <svg
            role="img"
            aria-label={`${name} (placeholder logo)`}
            data-placeholder-logo=""
            viewBox="0 0 132 32"
            className="h-7 w-auto text-muted opacity-80 transition-opacity hover:opacity-100"
            fill="currentColor"
          >
            {mark}
            <text x="34" y="22.5" fontSize="19" fontWeight="600" letterSpacing="-0.4" fontFamily="inherit">
              {name}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
