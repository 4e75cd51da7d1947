import { clsx } from 'clsx';
import { Pencil, Send, Sparkles, X } from './landing-icons';

const actions = [
  { label: 'Ignore', key: '←', Icon: X, tint: 'bg-ignore-soft', icon: 'text-ignore' },
  { label: 'Edit', key: '↑', Icon: Pencil, tint: 'bg-edit-soft', icon: 'text-edit' },
  { label: 'Send', key: '→', Icon: Send, tint: 'bg-send-soft', icon: 'text-send' },
] as const;

/**
 * The hero's product visual: a stylised reply card as it appears on the review screen. It is a
 * picture, not a control, so it is one labelled image to assistive technology.
 */
export function ReplyCardVisual({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Example: a post from someone in your community, a drafted reply in your voice, and Ignore, Edit and Send actions"
      className={clsx('relative mx-auto w-full max-w-md select-none', className)}
    >
      {/* The next cards, already waiting underneath as on the review screen. */}
      <div className="absolute inset-x-6 -bottom-5 h-24 rounded-lg border border-border bg-surface/60 shadow-card" />
      <div className="absolute inset-x-3 -bottom-2.5 h-24 rounded-lg border border-border bg-surface/80 shadow-card" />

      <div className="relative rounded-lg border border-border bg-surface p-4 shadow-pop sm:p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-edit-soft text-xs font-semibold text-foreground">
            MK
          </span>
          <div className="min-w-0 text-sm leading-tight">
            <p className="font-semibold">Maya Kim</p>
            <p className="text-muted">@mayabuilds · 2h</p>
          </div>
        </div>
        <p className="mt-3 text-sm leading-relaxed">
          Shipped our onboarding redesign today: nine steps down to three. What&apos;s the one step you&apos;d
          never cut?
        </p>

        <div className="mt-4 rounded-md border border-accent/25 bg-accent-soft/60 p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-muted">
            <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
            Your draft
            <span className="ml-auto flex items-center gap-1.5">
              <span className="size-1.5 rounded-full bg-send motion-safe:animate-pulse" />
              in your voice
            </span>
          </p>
          <p className="mt-2 text-sm leading-relaxed">
            The &ldquo;why&rdquo; screen. We cut ours once and activation dropped 12%. People need one
            sentence of context before the first click.
          </p>
        </div>

        <div className="mt-4 grid grid-cols-3 gap-2">
          {actions.map(({ label, key, Icon, tint, icon }) => (
            <span
              key={label}
              className={clsx(
                'flex h-10 items-center justify-center gap-1.5 rounded-md text-sm font-medium',
                tint,
              )}
            >
              <Icon className={clsx('size-4', icon)} aria-hidden="true" />
              {label}
              <kbd className="ml-0.5 hidden font-sans text-xs text-muted lg:inline">{key}</kbd>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
