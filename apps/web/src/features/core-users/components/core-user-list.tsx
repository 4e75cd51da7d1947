import { LoaderCircle, Users, X } from 'lucide-react';
import type { TCoreUser } from '@gatling/shared/api/core-users';
import { TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { QueryLoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { serverDetail } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useCoreUsers } from '../api/get-core-users';
import { useRemoveCoreUser } from '../api/remove-core-user';
import { useCoreUsersFailureToast } from '../hooks/use-core-users-failure-toast';
import { CORE_USERS_COPY as COPY } from '../texts';
import { Avatar } from '@/components/ui/avatar';

/** The core users with a remove button each, and the list's loading, empty and error states. */
export function CoreUserList({ className }: { className?: string }) {
  const query = useCoreUsers();
  useCoreUsersFailureToast(query);
  const remove = useRemoveCoreUser({
    onSuccess: (_answer, user) => toast({ title: TEXT.coreUsers.removed(user.username), variant: 'success' }),
    onError: (error) =>
      toast({ title: serverDetail(error) ?? TEXT.coreUsers.removeFailed, variant: 'destructive' }),
  });

  if (query.isPending) {
    return (
      <div className={cn('space-y-3', className)} aria-busy="true">
        <p role="status" className="text-sm text-muted">
          {TEXT.loading}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  const users = query.data;
  // A failed refetch keeps the list it already has (the toast says it failed).
  if (!users) {
    return (
      <QueryLoadFailed
        query={query}
        title={TEXT.coreUsers.fetchFailed}
        retryLabel={COPY.loadFailedRetry}
        className={className}
      />
    );
  }

  if (users.length === 0) {
    return (
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-md border border-dashed border-border px-4 py-8 text-center',
          className,
        )}
      >
        <Users className="size-5 text-muted" aria-hidden="true" />
        <p className="text-sm text-muted">{TEXT.coreUsers.empty}</p>
      </div>
    );
  }

  const removing = remove.isPending ? remove.variables?.id : undefined;
  return (
    <ul aria-label={COPY.listLabel} className={cn('divide-y divide-border', className)}>
      {users.map((user) => (
        <CoreUserRow
          key={user.id}
          user={user}
          removing={removing === user.id}
          onRemove={() => remove.mutate(user)}
        />
      ))}
    </ul>
  );
}

function CoreUserRow({
  user,
  removing,
  onRemove,
}: {
  user: TCoreUser;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className={cn('flex items-center gap-3 py-2.5 transition-opacity', removing && 'opacity-60')}>
      <Avatar src={user.avatar_url} name={user.display_name || user.username} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm leading-tight font-medium">{user.display_name || user.username}</p>
        <p className="truncate text-sm text-muted">
          @{user.username}
          {user.platform !== 'twitter' && <span className="capitalize"> · {user.platform}</span>}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-11 shrink-0 text-muted hover:text-destructive"
        onClick={onRemove}
        disabled={removing}
        aria-busy={removing}
        aria-label={COPY.remove(user.username)}
        title={COPY.remove(user.username)}
      >
        {removing ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
      </Button>
    </li>
  );
}
