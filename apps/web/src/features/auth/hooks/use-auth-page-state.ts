import { useCallback, useEffect, useState } from 'react';
import { AUTH_VIEW_PARAM, TEXT } from '@gatling/shared/spec';
import { authClient } from '@/lib/auth/auth-client';
import type { TAuthView, TNotice } from '../auth-view';
import { clearLinkErrorHash, readLinkError } from '../lib/link-error';
import { clearRecoveryQuery, isRecoveryAddress } from '../lib/recovery';

type TPageState = {
  view: TAuthView;
  /** A page-level message shown in the current view until the user moves on. */
  notice: TNotice | null;
  /** Move focus into the view's first field: after a switch by the user, or on a recovery link. */
  focus: boolean;
  /** Bumped on every change so the view remounts with a clean form. */
  key: number;
};

/** The view a link asks for (/auth?view=sign_up from "Get started"); sign-in otherwise. */
function requestedView(): TAuthView {
  return new URLSearchParams(window.location.search).get(AUTH_VIEW_PARAM) === 'sign_up'
    ? 'sign_up'
    : 'sign_in';
}

function initialState(): TPageState {
  const linkError = readLinkError(window.location.hash);
  const recovery = isRecoveryAddress();
  return {
    view: recovery ? 'update_password' : requestedView(),
    notice: linkError ? { tone: 'error', text: linkError } : null,
    focus: recovery,
    key: 0,
  };
}

/**
 * Which view the kit shows, driven by the address on load (error hash, recovery link) and by
 * auth events: PASSWORD_RECOVERY opens update_password, USER_UPDATED returns to sign_in.
 */
export function useAuthPageState() {
  const [state, setState] = useState<TPageState>(initialState);

  useEffect(() => {
    clearLinkErrorHash();
    const unsubscribe = authClient.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') {
        setState((s) =>
          s.view === 'update_password'
            ? s
            : { view: 'update_password', notice: null, focus: true, key: s.key + 1 },
        );
      }
      if (event === 'USER_UPDATED') {
        clearRecoveryQuery();
        const notice: TNotice = { tone: 'success', text: TEXT.auth.passwordUpdated };
        setState((s) => ({ view: 'sign_in', notice, focus: false, key: s.key + 1 }));
      }
    });
    // The auth provider looks for a recovery link on start; this covers a page that mounted first.
    if (!authClient.recoveryToken && isRecoveryAddress()) authClient.detectRecovery();
    return () => {
      unsubscribe();
    };
  }, []);

  const switchView = useCallback(
    (view: TAuthView) => setState((s) => ({ view, notice: null, focus: true, key: s.key + 1 })),
    [],
  );

  return { ...state, switchView };
}
