import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, ExternalLink } from 'lucide-react';
import type { TBlueskyProfile } from '@gatling/shared/api/connections';
import { blueskyConnectProblem } from '@gatling/shared/api/connection-checks';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { connectBluesky } from '../api/connect-bluesky';
import { connectFailureText } from '../lib/connect-failure';
import { CONNECTIONS_COPY } from '../texts';

const COPY = CONNECTIONS_COPY.bluesky;

type TField = 'identifier' | 'app_password';
type TProblem = { kind: 'field'; field: TField; text: string } | { kind: 'server'; text: string };

type TProps = {
  /** Prefilled handle (a reconnect knows it). */
  initialIdentifier?: string;
  onConnected: (profile: TBlueskyProfile) => void;
  onCancel: () => void;
};

/**
 * Handle (or e-mail) and app password, checked with the API's own rules before sending. The
 * password lives only in this form's state: it is cleared after every attempt and never cached
 * or stored. Focus goes to the identifier on open, to the first invalid field when the input is
 * incomplete, and to the server's explanation when Bluesky refuses.
 */
export function BlueskyConnectForm({ initialIdentifier = '', onConnected, onCancel }: TProps) {
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const ids = {
    identifier: `${id}-identifier`,
    password: `${id}-password`,
    help: `${id}-help`,
    fieldError: `${id}-field-error`,
    serverError: `${id}-server-error`,
  };
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const serverErrorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // A reconnect already knows the handle: start where the typing is needed.
    (initialIdentifier ? passwordRef : identifierRef).current?.focus();
  }, [initialIdentifier]);

  useEffect(() => {
    if (problem?.kind === 'server') serverErrorRef.current?.focus();
    else if (problem?.kind === 'field')
      (problem.field === 'identifier' ? identifierRef : passwordRef).current?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = blueskyConnectProblem({ identifier, app_password: password });
    if (invalid) {
      setProblem({ kind: 'field', field: invalid.field, text: invalid.message });
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const profile = await connectBluesky({ identifier, app_password: password });
      setPassword('');
      onConnected(profile);
    } catch (error) {
      setPassword('');
      setProblem({ kind: 'server', text: connectFailureText(error, COPY.connectFailed) });
    } finally {
      setPending(false);
    }
  };

  const fieldProblem = (field: TField) => problem?.kind === 'field' && problem.field === field;
  const describedBy = (field: TField, ...always: string[]) =>
    [
      ...always,
      fieldProblem(field) ? ids.fieldError : null,
      problem?.kind === 'server' ? ids.serverError : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: TField) =>
    fieldProblem(field) && (
      <p id={ids.fieldError} className="text-sm font-medium text-destructive">
        {problem?.text}
      </p>
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={COPY.formTitle} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.identifier}>{COPY.identifierLabel}</Label>
          <Input
            ref={identifierRef}
            id={ids.identifier}
            name="bluesky-identifier"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={COPY.identifierPlaceholder}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            aria-invalid={fieldProblem('identifier') || undefined}
            aria-describedby={describedBy('identifier')}
          />
          {fieldError('identifier')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.password}>{COPY.passwordLabel}</Label>
          <Input
            ref={passwordRef}
            id={ids.password}
            name="bluesky-app-password"
            type="password"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={COPY.passwordPlaceholder}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={fieldProblem('app_password') || undefined}
            aria-describedby={describedBy('app_password', ids.help)}
          />
          {fieldError('app_password')}
        </div>
      </div>
      <p id={ids.help} className="text-xs text-muted">
        {COPY.passwordHelp}{' '}
        <a
          href={COPY.appPasswordsUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-0.5 font-medium text-accent underline-offset-2 hover:underline"
        >
          {COPY.passwordHelpLink}
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      </p>
      {problem?.kind === 'server' && (
        <p
          ref={serverErrorRef}
          id={ids.serverError}
          role="alert"
          tabIndex={-1}
          className="flex gap-2 rounded-md border border-destructive/40 bg-ignore-soft/50 px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>{problem.text}</span>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" className="h-10" onClick={onCancel} disabled={pending}>
          {COPY.cancel}
        </Button>
        <PendingButton type="submit" pending={pending} className="h-10 sm:w-auto">
          {pending ? COPY.submitting : COPY.submit}
        </PendingButton>
      </div>
    </form>
  );
}
