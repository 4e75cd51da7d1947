import { useState } from 'react';
import { ROUTES } from '@gatling/shared/spec';
import { Card } from '@/components/ui/card';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useEscapeTo } from '@/lib/use-escape-to';
import { useRules } from '../api/get-rules';
import { RULES_COPY as COPY } from '../texts';
import { AddRuleForm } from './add-rule-form';
import { RuleList } from './rule-list';

/**
 * /reply-rules (docs/product/screens.md#reply-rules): the add-rule form and the rules. Escape goes to /
 * except while a rule is being edited or the add form holds unsent text.
 */
export function RulesPage() {
  const [editing, setEditing] = useState<string | null>(null);
  const [addDirty, setAddDirty] = useState(false);
  const count = useRules().data?.length;
  useEscapeTo(ROUTES.landing, { enabled: editing === null && !addDirty });

  return (
    <div className="mt-6 space-y-4">
      <Card className="p-4 sm:p-6">
        <section aria-labelledby="add-rule-heading">
          <h2 id="add-rule-heading" className="text-base font-semibold">
            {COPY.add.heading}
          </h2>
          <p className="mt-0.5 mb-5 text-sm text-muted">{COPY.add.description}</p>
          <AddRuleForm onDirtyChange={setAddDirty} />
        </section>
      </Card>
      <Card>
        <section aria-labelledby="rules-heading">
          <div className="flex items-baseline justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
            <h2 id="rules-heading" className="text-base font-semibold">
              {COPY.list.heading}
            </h2>
            {count !== undefined && count > 0 && (
              <span className="tabular text-sm text-muted">{COPY.list.count(count)}</span>
            )}
          </div>
          <RuleList editing={editing} onEditingChange={setEditing} />
        </section>
      </Card>
      <UnsavedChangesGuard when={editing !== null || addDirty} />
    </div>
  );
}
