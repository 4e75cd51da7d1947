import { useEffect, type ReactNode } from 'react';
import { publicConfig } from '@/lib/public-config';

/** Sets the tab title to "<screen> · <product>". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const product = publicConfig().product_name;
    document.title = title ? `${title} · ${product}` : product;
  }, [title]);
}

/** A screen's frame: its title, and the content a later capability fills in. */
export function ScreenPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
