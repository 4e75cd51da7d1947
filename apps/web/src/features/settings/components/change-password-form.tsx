import { useId, useState, type FormEvent } from 'react';
import { Input, Label } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { authClient, PASSWORD_LENGTH } from '@/lib/auth/auth-client';
import { SETTINGS_COPY } from '../texts';

const COPY = SETTINGS_COPY.changePassword;

type TProblem = { field: 'current' | 'new'; text: string };

/** What keeps the pair from being sent, or null: the server's length limits and an actual change. */
function problemOf(current: string, next: string): TProblem | null {
  if (!current) return { field: 'current', text: COPY.currentRequired };
  if (next.length < PASSWORD_LENGTH.min) return { field: 'new', text: COPY.tooShort };
  if (next.length > PASSWORD_LENGTH.max) return { field: 'new', text: COPY.tooLong };
  if (next === current) return { field: 'new', text: COPY.sameAsCurrent };
  return null;
}

/**
 * Change the password while signed in. The server signs the other devices out and keeps this one
 * signed in with a new session, which the auth client reads before the toast says so.
 */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const ids = { current: `${id}-current`, new: `${id}-new`, help: `${id}-help`, error: `${id}-error` };
  const invalid = (field: TProblem['field']) => (problem?.field === field ? true : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(current, next);
    setProblem(found);
    if (found) return;
    setPending(true);
    try {
      await authClient.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      toast({ title: COPY.success, description: COPY.successDescription, variant: 'success' });
    } catch (error) {
      toast({ title: COPY.failure, description: serverDetail(error) ?? undefined, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {/* Tells a password manager whose password this is, so it updates the right entry. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={authClient.currentSession()?.user.email ?? ''}
        readOnly
        hidden
      />
      <div className="space-y-1.5 sm:max-w-sm">
        <Label htmlFor={ids.current}>{COPY.currentLabel}</Label>
        <Input
          id={ids.current}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          aria-invalid={invalid('current')}
          aria-describedby={invalid('current') && ids.error}
        />
      </div>
      <div className="space-y-1.5 sm:max-w-sm">
        <Label htmlFor={ids.new}>{COPY.newLabel}</Label>
        <Input
          id={ids.new}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-invalid={invalid('new')}
          aria-describedby={`${ids.help}${invalid('new') ? ` ${ids.error}` : ''}`}
        />
        <p id={ids.help} className="text-xs text-muted">
          {COPY.newHelp}
        </p>
      </div>
      {problem && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
          {problem.text}
        </p>
      )}
      <PendingButton type="submit" pending={pending} className="h-10 sm:w-auto">
        {COPY.submit}
      </PendingButton>
    </form>
  );
}
