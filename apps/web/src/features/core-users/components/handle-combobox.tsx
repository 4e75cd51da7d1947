import { useId, useState, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import type { TSuggestedAccount } from '@gatling/shared/api/core-users';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAccountSuggestions } from '../api/get-account-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { normaliseUsername } from '../lib/normalise-username';
import { CORE_USERS_COPY } from '../texts';

const COPY = CORE_USERS_COPY.suggestions;
/** A pause in typing this long asks for matches. */
const DEBOUNCE_MS = 150;

type TProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'ref'> & {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onValueChange: (value: string) => void;
  /** An account picked from the list (click, or Enter on the highlighted one). */
  onPick: (account: TSuggestedAccount) => void;
  /** Usernames already in the list, any case: not offered again. */
  taken: ReadonlySet<string>;
  /** The simulated network is the platform: its accounts are offered. Otherwise a plain field. */
  suggest: boolean;
};

/**
 * The username field with the simulated network's accounts offered as the user types (by handle or
 * display name), after the ARIA combobox pattern with a list popup: ↓ and ↑ move through the
 * matches, Enter picks the highlighted one (or, with none highlighted, submits what was typed),
 * Escape closes the list, then clears the field. The focus stays in the field throughout.
 */
export function HandleCombobox({
  value,
  onValueChange,
  onPick,
  taken,
  suggest,
  className,
  ...input
}: TProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = normaliseUsername(value);
  const settled = useDebouncedValue(text, DEBOUNCE_MS);
  const query = useAccountSuggestions(settled, suggest);
  const matches =
    text === '' ? [] : (query.data?.accounts ?? []).filter((a) => !taken.has(a.username.toLowerCase()));
  // Only matches for what is in the field now (not a moment ago) are said to be none.
  const answered = query.data !== undefined && !query.isPlaceholderData && settled === text;
  const shown = suggest && open && text !== '';
  const expanded = shown && matches.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (account: TSuggestedAccount) => {
    close();
    onPick(account);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = matches.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!suggest || n === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        setActive((i) => (!expanded || i < 0 ? (down ? 0 : n - 1) : (i + (down ? 1 : n - 1)) % n));
        return;
      }
      case 'Enter': {
        const account = expanded && active >= 0 ? matches[active] : undefined;
        if (!account) return;
        event.preventDefault();
        pick(account);
        return;
      }
      case 'Escape':
        if (shown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value !== '') {
          event.preventDefault();
          event.stopPropagation();
          onValueChange('');
        }
        return;
      case 'Tab':
        close();
    }
  };

  if (!suggest) {
    return (
      <Input {...input} value={value} onChange={(e) => onValueChange(e.target.value)} className={className} />
    );
  }

  return (
    <div className={cn('relative', className)}>
      <Input
        {...input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="w-full"
      />
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={COPY.label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-pop"
      >
        {expanded &&
          matches.map((account, i) => (
            <li
              key={account.username}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // The field keeps the focus: a press here must not blur it before the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(account)}
              onMouseMove={() => setActive(i)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-sm px-2 py-1.5',
                i === active && 'bg-surface-2',
              )}
            >
              <Avatar src={account.avatar_url} name={account.display_name} className="size-8" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{account.display_name}</span>
                <span className="block truncate text-xs text-muted">@{account.username}</span>
              </span>
            </li>
          ))}
      </ul>
      {shown && answered && matches.length === 0 && (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-md border border-border bg-surface px-3 py-2.5 text-sm text-muted shadow-pop">
          {COPY.none(text)}
        </p>
      )}
      <p role="status" className="sr-only">
        {shown && answered ? (matches.length > 0 ? COPY.found(matches.length) : COPY.none(text)) : ''}
      </p>
    </div>
  );
}
