import type { ReactNode } from 'react';
import type { TNotice } from '../auth-view';

/** What every kit view receives from the page. The e-mail is shared so switching views keeps it. */
export type TViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** A page-level message (expired link, password updated) shown until the first submit. */
  notice: TNotice | null;
  /** Focus the first field: the user just switched to this view. */
  autoFocus: boolean;
  /** 'Continue with Google' and its divider, for the views that sign in or sign up. */
  social?: ReactNode;
};
