import { useId, type KeyboardEvent, type ReactNode } from 'react';

type TTab<V extends string> = { value: V; label: ReactNode; panel: ReactNode };

type TTabsProps<V extends string> = {
  /** The tab list's accessible name. */
  label: string;
  value: V;
  onChange: (value: V) => void;
  tabs: readonly TTab<V>[];
  className?: string;
  listClassName?: string;
  tabClassName?: string;
};

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop for the list (the selected tab); ← and →
 * (wrapping), Home and End move to a tab and select it; the selected tab's panel follows the list,
 * named by its tab, and only it is drawn. `data-state` is "active" on the selected tab, as Radix's
 * Tabs had it, which this replaces for the cost of a few lines (decision 0086).
 */
export function Tabs<V extends string>({
  label,
  value,
  onChange,
  tabs,
  className,
  listClassName,
  tabClassName,
}: TTabsProps<V>) {
  const id = useId();
  const tabId = (v: V) => `${id}-tab-${v}`;
  const panelId = (v: V) => `${id}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.value === value);
    const n = tabs.length;
    const to = { ArrowRight: (at + 1) % n, ArrowLeft: (at - 1 + n) % n, Home: 0, End: n - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[to]!.value;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  const selected = tabs.find((t) => t.value === value);
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={listClassName}>
        {tabs.map((t) => {
          const active = t.value === value;
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={tabId(t.value)}
              aria-selected={active}
              aria-controls={panelId(t.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => onChange(t.value)}
              className={tabClassName}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={panelId(selected.value)}
          aria-labelledby={tabId(selected.value)}
          tabIndex={0}
          className="focus-visible:outline-none"
        >
          {selected.panel}
        </div>
      )}
    </div>
  );
}
