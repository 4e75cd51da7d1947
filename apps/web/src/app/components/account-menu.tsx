import { lazy } from 'react';
import { PressToLoad } from '@/components/ui/press-to-load';
import { AccountButton } from './account-button';

const loadPopup = () => import('./account-menu-popup');
const AccountMenuPopup = lazy(loadPopup);

/** The account button; the menu behind it (and the log-out dialog) loads when it is needed. */
export function AccountMenu() {
  return (
    <PressToLoad preload={loadPopup} trigger={(props) => <AccountButton {...props} />}>
      <AccountMenuPopup />
    </PressToLoad>
  );
}
