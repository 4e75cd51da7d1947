import type { TSheetImportAnswer } from '@gatling/shared/api/core-users';
import { TEXT } from '@gatling/shared/spec';
import type { TToast } from '@/components/ui/toast-message';
import { CORE_USERS_COPY as COPY } from '../texts';

/** How many refused names a toast lists before it says how many more there are. */
const LISTED_INVALID = 8;

function listNames(names: string[]): string {
  const shown = names.slice(0, LISTED_INVALID).join(', ');
  const more = names.length - LISTED_INVALID;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/**
 * One toast for a whole import (the product shows one toast at a time): how many were added, and
 * which names were refused, already listed, or why the import stopped early.
 */
export function importSummary(answer: TSheetImportAnswer): TToast {
  const added = answer.added_users.length;
  const invalid = answer.invalid_usernames;
  const notes: string[] = [];
  let title: string = TEXT.coreUsers.imported(added);
  if (invalid.length > 0) {
    const failed = `${TEXT.coreUsers.invalidImported(invalid.length)}: ${listNames(invalid)}`;
    if (added === 0) title = TEXT.coreUsers.invalidImported(invalid.length);
    notes.push(added === 0 ? listNames(invalid) : failed);
  }
  if (answer.already_added.length > 0) notes.push(COPY.import.alreadyAdded(answer.already_added.length));
  if (answer.error) notes.push(answer.error);

  const clean = invalid.length === 0 && !answer.error;
  const variant = added > 0 && clean ? 'success' : clean ? 'default' : 'warning';
  return { title, description: notes.length > 0 ? notes.join(' ') : undefined, variant };
}
