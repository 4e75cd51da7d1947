import { useState } from 'react';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { OfflineDraftingNotice } from '@/components/offline-drafting-notice';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useEscapeTo } from '@/lib/use-escape-to';
import { useStyle } from '../api/get-style';
import { StyleEditor } from './style-editor';
import { StyleLearned } from './style-learned';

/**
 * /your-style: the saved style with Edit, what was learned from the user's posts and edits, and
 * the offline note when no model drafts. Escape goes to / unless there are unsaved changes.
 */
export function YourStyle() {
  const [dirty, setDirty] = useState(false);
  const style = useStyle();
  useEscapeTo(ROUTES.landing, { enabled: !dirty });
  return (
    <div className="mt-6 space-y-4">
      <StyleEditor successText={TEXT.style.updatedOnScreen} onDirtyChange={setDirty} showOrigin />
      {style.data && <StyleLearned style={style.data} />}
      <OfflineDraftingNotice />
      <UnsavedChangesGuard when={dirty} />
    </div>
  );
}
