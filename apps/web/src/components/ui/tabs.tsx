import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: V) => `${id}-tab-${v}`;
  const panelId = (v: V) => `${id}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.value === value);
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = tabs[to]!.value;
    onChange(next);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };

  const selected = tabs.find((t) => t.value === value);
  return (
    <div className={className}>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={listClassName}>
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
