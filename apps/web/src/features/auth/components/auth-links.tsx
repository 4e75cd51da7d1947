import type { TAuthView } from '../auth-view';
import { AUTH_COPY } from '../texts';

type TLinkTarget = keyof typeof AUTH_COPY.links;

/** Which views each view links to. update_password has none: it only follows a reset link. */
const LINKS: Record<TAuthView, TLinkTarget[]> = {
  sign_in: ['forgotten_password', 'magic_link', 'verify_otp', 'sign_up'],
  sign_up: ['sign_in'],
  magic_link: ['verify_otp', 'sign_in'],
  forgotten_password: ['sign_in'],
  verify_otp: ['magic_link', 'sign_in'],
  update_password: [],
};

/** 'Already have an account? Sign in' reads as a muted question and an accented action. */
function LinkText({ text }: { text: string }) {
  const split = text.indexOf('? ');
  if (split < 0) return <span className="text-accent">{text}</span>;
  return (
    <>
      <span className="text-muted">{text.slice(0, split + 1)}</span>{' '}
      <span className="text-accent">{text.slice(split + 2)}</span>
    </>
  );
}

/** The kit's link row: switches views in place. */
export function AuthLinks({ view, onSwitch }: { view: TAuthView; onSwitch: (view: TAuthView) => void }) {
  const targets = LINKS[view];
  if (targets.length === 0) return null;
  return (
    <nav aria-label="Other ways to sign in" className="flex flex-col items-center gap-1">
      {targets.map((target) => (
        <button
          key={target}
          type="button"
          onClick={() => onSwitch(target)}
          className="cursor-pointer rounded-sm px-2 py-1.5 text-sm font-medium underline-offset-4 hover:underline"
        >
          <LinkText text={AUTH_COPY.links[target]} />
        </button>
      ))}
    </nav>
  );
}
