import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { LoaderCircle, Plus } from 'lucide-react';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { publicConfig } from '@/lib/public-config';
import { useAddCoreUser } from '../api/add-core-user';
import { CORE_USERS_WRITE_KEY, useCoreUsers } from '../api/get-core-users';
import { normaliseUsername } from '../lib/normalise-username';
import { CORE_USERS_COPY as COPY } from '../texts';
import { HandleCombobox } from './handle-combobox';

/**
 * docs/product/validation.md#core-users: the username is trimmed (a leading @ is fine), a blank one is
 * ignored, and Add waits while the input is blank or an add or import is under way. On the simulated network
 * (no X keys) its accounts are offered as the user types, and picking one adds it.
 */
export function CoreUserAddForm({ className }: { className?: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState('');
  const add = useAddCoreUser({
    onSuccess: ({ added_user }) =>
      toast({ title: TEXT.coreUsers.added(added_user.username), variant: 'success' }),
    onError: (error) =>
      toast({ title: serverDetail(error) ?? TEXT.coreUsers.addFailed, variant: 'destructive' }),
  });
  const busy = useIsMutating({ mutationKey: CORE_USERS_WRITE_KEY }) > 0;
  const username = normaliseUsername(value);
  const suggest = publicConfig().twitter_sandbox;
  const list = useCoreUsers().data;
  const taken = useMemo(() => new Set(list?.map((u) => u.username.toLowerCase())), [list]);

  const addName = (name: string) => {
    if (!name || busy) return;
    add.mutate(name, {
      onSuccess: () => {
        setValue('');
        // Ready for the next name, unless the user has moved on to something else meanwhile.
        const active = document.activeElement;
        if (!active || active === document.body || formRef.current?.contains(active))
          inputRef.current?.focus();
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addName(username);
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      className={cn('flex min-w-0 flex-1 flex-wrap gap-x-2 gap-y-1.5', className)}
      noValidate
    >
      <label htmlFor={`${id}-username`} className="sr-only">
        {COPY.usernameLabel}
      </label>
      <HandleCombobox
        ref={inputRef}
        id={`${id}-username`}
        value={value}
        onValueChange={setValue}
        onPick={(account) => {
          // The field shows who is being added, and keeps it if adding fails.
          setValue(account.username);
          addName(account.username);
        }}
        taken={taken}
        suggest={suggest}
        aria-describedby={suggest ? `${id}-hint` : undefined}
        placeholder={TEXT.coreUsers.inputPlaceholder}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        className="min-w-0 flex-1"
      />
      <Button type="submit" className="h-11 shrink-0" disabled={!username || busy} aria-busy={add.isPending}>
        {add.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {COPY.add}
      </Button>
      {suggest && (
        <p id={`${id}-hint`} className="basis-full text-xs text-muted">
          {COPY.suggestions.hint}
        </p>
      )}
    </form>
  );
}
