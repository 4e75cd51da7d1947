import { useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { SandboxNetworkBadge } from './network-intro';
import { BusyMark } from './platform-marks';

/**
 * What a network gives the connected-account card: its name (the card's accessible name), its
 * mark and the tile behind it, its disconnect mutation and its words. One constant per network.
 */
export type TAccountCardNetwork = {
  name: string;
  Mark: ComponentType<{ className?: string }>;
  /** Classes of the small tile that carries the mark on the avatar. */
  tile: string;
  /** The network's disconnect mutation (the hook beside its fetcher, which refetches the profile). */
  useDisconnect: (handlers: { onSuccess?: () => void; onError?: () => void }) => {
    mutate: () => void;
    isPending: boolean;
  };
  copy: {
    connected: string;
    reconnectBadge: string;
    sandboxBadge: string;
    sandboxHint: string;
    disconnect: {
      action: string;
      title: string;
      body: (handle: string) => string;
      confirm: string;
      done: string;
      failed: string;
    };
  };
};

/** The account as the card shows it; each network maps its own profile to this. */
export type TCardAccount = {
  name: string;
  handle: string;
  avatarUrl: string | null;
  needsReconnect: boolean;
  /** An account of the simulated network: the card says so. */
  sandbox: boolean;
};

type TProps = {
  network: TAccountCardNetwork;
  account: TCardAccount;
  /** Badges of the network's own, after the status (Bluesky names itself). */
  badges?: ReactNode;
  /** Under the row while the account needs reconnecting: the network's way back. */
  reconnect?: ReactNode;
  /** Takes focus when it appears, so a keyboard user lands on what they just connected. */
  focusOnMount?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A connected account: who it is (an account of the sandbox network says so), whether the network
 * still accepts the stored access (else the network's reconnect below), and Disconnect behind a
 * confirmation. The card can take focus (a network returns the user to it after a reconnect).
 */
export function AccountCard({ network, account, badges, reconnect, focusOnMount = false, ref }: TProps) {
  const { copy, Mark } = network;
  const [confirming, setConfirming] = useState(false);
  const cardRef = useRef<HTMLDivElement | null>(null);
  const disconnect = network.useDisconnect({
    onSuccess: () => toast({ title: copy.disconnect.done, variant: 'success' }),
    onError: () => toast({ title: copy.disconnect.failed, variant: 'destructive' }),
  });

  useEffect(() => {
    if (focusOnMount) cardRef.current?.focus();
  }, [focusOnMount]);

  const attach = (node: HTMLDivElement | null) => {
    cardRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div
      ref={attach}
      tabIndex={-1}
      className="rounded-md border border-border bg-surface p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={network.name}
      role="group"
    >
      {/* Phone: Disconnect gets a row of its own under the name, so a long domain handle is not cut. */}
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-3 sm:grid-cols-[auto_1fr_auto]">
        <div className="relative shrink-0 self-start sm:self-center">
          <Avatar
            src={account.avatarUrl}
            name={account.name}
            className="size-12"
            initialClassName="text-lg"
          />
          <span
            className={cn(
              'absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full border-2 border-surface',
              network.tile,
            )}
          >
            <Mark className="size-2.5" />
          </span>
        </div>
        <div className="min-w-0">
          <p className="leading-tight font-semibold break-words">{account.name}</p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">@{account.handle}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {account.needsReconnect ? (
              <Badge variant="warning">
                <TriangleAlert aria-hidden="true" />
                {copy.reconnectBadge}
              </Badge>
            ) : (
              <Badge variant="success">{copy.connected}</Badge>
            )}
            {badges}
            {account.sandbox && <SandboxNetworkBadge label={copy.sandboxBadge} hint={copy.sandboxHint} />}
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 justify-self-start sm:col-start-auto"
          onClick={() => setConfirming(true)}
          disabled={disconnect.isPending}
          aria-busy={disconnect.isPending}
        >
          {disconnect.isPending && <BusyMark />}
          {copy.disconnect.action}
        </Button>
      </div>

      {account.needsReconnect && reconnect}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.disconnect.title}
        description={copy.disconnect.body(account.handle)}
        confirmLabel={copy.disconnect.confirm}
        destructive
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}

type TReconnectPromptProps = {
  /** Why the account needs reconnecting, in the network's words. */
  body: string;
  action: string;
  icon: ReactNode;
  onClick: () => void;
  pending?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
};

/** The warning under a card whose access the network refused: why, and the Reconnect button. */
export function ReconnectPrompt({
  body,
  action,
  icon,
  onClick,
  pending = false,
  buttonRef,
}: TReconnectPromptProps) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-md bg-warning-soft p-3 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm">{body}</p>
      <Button
        ref={buttonRef}
        size="sm"
        className="shrink-0"
        onClick={onClick}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? <BusyMark /> : icon}
        {action}
      </Button>
    </div>
  );
}

/** The warning under a card whose account cannot be reconnected on this server, with no button. */
export function ReconnectUnavailable({ text }: { text: string }) {
  return <p className="mt-4 rounded-md bg-warning-soft p-3 text-sm">{text}</p>;
}
