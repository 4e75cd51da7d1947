import type { TStyleAnswer } from '@gatling/shared/api/style';
import { TEXT } from '@gatling/shared/spec';
import { OfflineDraftingNotice } from '@/components/offline-drafting-notice';
import { StyleEditor } from './style-editor';

type TProps = {
  /** Called after the style is saved. */
  onSaved?: (style: TStyleAnswer) => void;
  /** True while the user has typed changes that are not saved. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Onboarding step 2, Speaking style: the saved style or the empty text, with Edit Speaking Style. */
export function SpeakingStyleStep({ onSaved, onDirtyChange }: TProps) {
  return (
    <div className="space-y-4">
      <StyleEditor successText={TEXT.style.updated} onSaved={onSaved} onDirtyChange={onDirtyChange} />
      <OfflineDraftingNotice linkToSettings={false} />
    </div>
  );
}
