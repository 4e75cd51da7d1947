import { TEXT } from '@gatling/shared/spec';
import { ConnectedAccounts } from '@/features/connections/components/connected-accounts';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { ScreenPage } from './screen-page';

/** /settings: the settings feature's page with the connections feature's section composed in. */
export function SettingsRoute() {
  return (
    <ScreenPage title={TEXT.settings.title}>
      <SettingsPage accounts={<ConnectedAccounts />} />
    </ScreenPage>
  );
}
