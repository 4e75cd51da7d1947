import { useState } from 'react';
import { MessageSquare, RotateCw, SquarePen, Trash2 } from 'lucide-react';
import type { TChatSession } from '@gatling/shared/api/agent';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useDeleteChatSession } from '../api/delete-chat-session';
import { useChatSessions } from '../api/get-chat-sessions';
import { sessionTitle, sessionUpdated } from '../lib/session-labels';
import { AGENT_COPY as COPY } from '../texts';

type TProps = {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNewChat: () => void;
  onDeleted: (id: string) => void;
};

function SessionRow({
  session,
  selected,
  onSelect,
  onDelete,
}: {
  session: TChatSession;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const title = sessionTitle(session);
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full cursor-pointer flex-col gap-0.5 rounded-md py-2 pr-11 pl-3 text-left transition-colors',
          selected ? 'bg-accent-soft text-foreground' : 'hover:bg-surface-2',
        )}
      >
        <span className="truncate text-sm font-medium">{title}</span>
        <span className="text-xs text-muted">
          {session.updated_at ? (
            <time dateTime={session.updated_at}>{sessionUpdated(session.updated_at)}</time>
          ) : (
            sessionUpdated(null)
          )}
        </span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={COPY.deleteSession(title)}
        className={cn(
          'absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted transition hover:bg-ignore-soft hover:text-destructive',
          'lg:opacity-0 lg:group-hover:opacity-100 lg:focus-visible:opacity-100',
          selected && 'lg:opacity-100',
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The session list with select, delete and New Chat (docs/product/screens.md#chat). */
export function ChatHistory({ selectedId, onSelect, onNewChat, onDeleted }: TProps) {
  const sessions = useChatSessions();
  const remove = useDeleteChatSession({
    onSuccess: () => toast({ title: TEXT.chat.deleted, variant: 'success' }),
    onError: (error) =>
      toast({
        title: TEXT.chat.deleteFailed,
        description: serverDetail(error) ?? undefined,
        variant: 'destructive',
      }),
  });
  const [confirming, setConfirming] = useState<TChatSession | null>(null);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="p-3">
        <Button variant="outline" className="w-full justify-start" onClick={onNewChat}>
          <SquarePen aria-hidden="true" />
          {TEXT.chat.newChat}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-3">
        {sessions.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={COPY.historyLoading}
            className="space-y-2 px-1 pt-1"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : sessions.isError ? (
          <div role="alert" className="space-y-3 px-2 pt-2 text-sm">
            <p className="text-muted">{TEXT.chat.historyFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              <RotateCw aria-hidden="true" />
              {COPY.retry}
            </Button>
          </div>
        ) : sessions.data.length === 0 ? (
          <p className="flex items-start gap-2 px-2 pt-2 text-sm text-muted">
            <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {COPY.historyEmpty}
          </p>
        ) : (
          <ul aria-label={COPY.history} className="space-y-0.5">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                selected={session.id === selectedId}
                onSelect={() => onSelect(session.id)}
                onDelete={() => setConfirming(session)}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={COPY.confirmDeleteTitle}
        description={COPY.confirmDeleteBody(sessionTitle(confirming))}
        confirmLabel={COPY.confirmDelete}
        destructive
        onConfirm={() => {
          if (!confirming) return;
          const id = confirming.id;
          remove.mutate(id, { onSuccess: () => onDeleted(id) });
        }}
      />
    </div>
  );
}
