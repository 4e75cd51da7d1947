import { TEXT } from '@gatling/shared/spec';
import { YourStyle } from '@/features/style/components/your-style';
import { ScreenPage } from './screen-page';

/** /your-style: the style feature's screen in the app frame. */
export function YourStyleRoute() {
  return (
    <ScreenPage title={TEXT.style.title}>
      <YourStyle />
    </ScreenPage>
  );
}
