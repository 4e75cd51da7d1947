import { TEXT } from '@gatling/shared/spec';
import { Spinner } from '@/components/ui/spinner';

/** Full-screen 'Setting up your account...' while the session is checked or a sign-in is routed. */
export function SettingUpOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/90 px-6 text-center backdrop-blur-sm"
    >
      <span aria-hidden className="inline-flex text-accent">
        <Spinner className="size-8 border-[3px]" />
      </span>
      <p className="text-sm font-medium text-foreground">{TEXT.settingUpAccount}</p>
    </div>
  );
}
