import { useCoreUsers } from '../api/get-core-users';
import { CORE_USERS_COPY as COPY } from '../texts';
import { CoreUserAddForm } from './core-user-add-form';
import { CoreUserList } from './core-user-list';
import { SheetImportPopover } from './sheet-import-popover';

/**
 * /communities (docs/product/screens.md#communities): add a username or import a Google Sheet, and the list
 * with remove.
 */
export function CommunitiesPage() {
  const count = useCoreUsers().data?.length;
  return (
    <section
      aria-labelledby="core-users-heading"
      className="mt-6 rounded-lg border border-border bg-surface shadow-card"
    >
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="core-users-heading" className="text-base font-semibold">
            {COPY.heading}
          </h2>
          {count !== undefined && count > 0 && (
            <span className="tabular text-sm text-muted">{COPY.count(count)}</span>
          )}
        </div>
        <p className="-mt-2 text-sm text-muted">{COPY.description}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <CoreUserAddForm />
          <SheetImportPopover />
        </div>
      </div>
      <div className="border-t border-border px-4 py-4 sm:px-6">
        <CoreUserList />
      </div>
    </section>
  );
}
