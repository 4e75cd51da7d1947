import { useId, useSyncExternalStore } from 'react';
import { Unplug } from 'lucide-react';
import { Link } from '@/lib/router';
import { authClient } from '@/lib/auth/auth-client';
import { cn } from '@/lib/cn';
import { DRAFTING_MODEL_HREF } from '@/lib/drafting-model-link';
import { publicConfig } from '@/lib/public-config';

export const OFFLINE_DRAFTING_COPY = {
  title: 'Drafting is offline',
  body: 'No language model drafts for you yet, so the built-in demo writer does: it shows the whole loop, not your voice.',
  link: 'Choose a drafting model in Settings',
  later: 'The last step of setup offers a drafting model; Settings has the same choice later.',
} as const;

const subscribe = (onChange: () => void) => authClient.onAuthStateChange(() => onChange());
/** Who drafts for the user, as the session says (null before the session says anything). */
const draftingProvider = () => authClient.currentSession()?.drafting_model?.provider ?? null;

/**
 * Says plainly that the user's drafts come from no model, so nobody mistakes the offline drafter's
 * output for a model's, and points to where a model is chosen (Settings › Drafting model). The
 * session says who drafts for the user (their own model wins over the instance's); without it, the
 * deployment's public config does. During onboarding Settings is not reachable yet: `linkToSettings`
 * false says where to go later instead. Renders nothing when a model drafts.
 */
export function OfflineDraftingNotice({
  className,
  linkToSettings = true,
}: {
  className?: string;
  linkToSettings?: boolean;
}) {
  const id = useId();
  const provider = useSyncExternalStore(subscribe, draftingProvider);
  const offline = provider === null ? publicConfig().llm_offline : provider === 'offline';
  if (!offline) return null;
  return (
    <div
      role="note"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className={cn(
        'flex items-start gap-3 rounded-md border border-border bg-surface-2/60 px-3.5 py-3 text-sm',
        className,
      )}
    >
      <Unplug aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <div className="min-w-0">
        <p id={`${id}-title`} className="font-medium">
          {OFFLINE_DRAFTING_COPY.title}
        </p>
        <p id={`${id}-body`} className="mt-0.5 text-muted">
          {OFFLINE_DRAFTING_COPY.body}{' '}
          {linkToSettings ? (
            <Link
              to={DRAFTING_MODEL_HREF}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {OFFLINE_DRAFTING_COPY.link}
            </Link>
          ) : (
            OFFLINE_DRAFTING_COPY.later
          )}
          {linkToSettings ? '.' : ''}
        </p>
      </div>
    </div>
  );
}
