import type { ReactNode } from 'react';
import { Eraser, Sparkles, TerminalSquare } from 'lucide-react';
import { CHAT_SLASH_COMMANDS } from '@gatling/shared/spec';
import { cn } from '@/lib/cn';
import { AGENT_COPY as COPY } from '../texts';

/** The assistant's side of the conversation: a mark, then its content (a message or a local card). */
export function AssistantRow({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
      >
        <Sparkles className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1">
        <span className="sr-only">{COPY.assistant}: </span>
        {children}
      </div>
    </li>
  );
}

/** The user's message (or a command typed, marked as local), with what is said of it below (`after`). */
export function UserRow({
  children,
  command = false,
  after,
}: {
  children: ReactNode;
  command?: boolean;
  after?: ReactNode;
}) {
  return (
    <li className="flex flex-col items-end gap-1.5">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-br-md px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
          command ? 'bg-surface-2 font-mono text-sm text-foreground' : 'bg-accent text-accent-foreground',
          after !== undefined && 'opacity-70',
        )}
      >
        <span className="sr-only">{COPY.you}: </span>
        {children}
      </div>
      {after}
    </li>
  );
}

/** A bordered card for what a command shows, with a small heading. */
export function LocalCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-border bg-surface px-4 py-3 text-sm shadow-xs"
    >
      <h3 className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** /help: the commands, listed here without a call. */
export function HelpCard() {
  return (
    <LocalCard title={COPY.helpTitle} icon={<TerminalSquare aria-hidden="true" className="size-3.5" />}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {CHAT_SLASH_COMMANDS.map(({ command, description }) => (
          <div key={command} className="contents">
            <dt>
              <code className="rounded-sm bg-surface-2 px-1.5 py-0.5 font-mono text-[0.8125rem]">
                {command}
              </code>
            </dt>
            <dd className="text-muted">{description}</dd>
          </div>
        ))}
      </dl>
    </LocalCard>
  );
}

/** '/x' that is no command. */
export function UnknownCommand({ command }: { command: string }) {
  return <p className="text-[0.9375rem] leading-relaxed text-muted">{COPY.unknownCommand(command)}</p>;
}

/** After /clear in a saved session: how to get the conversation back. */
export function ClearedNote() {
  return (
    <li className="flex items-center justify-center gap-2 py-2 text-xs text-muted">
      <Eraser aria-hidden="true" className="size-3.5" />
      {COPY.cleared}
    </li>
  );
}
