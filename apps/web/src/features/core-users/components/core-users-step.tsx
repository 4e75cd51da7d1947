import { cn } from '@/lib/cn';
import { CoreUserAddForm } from './core-user-add-form';
import { CoreUserList } from './core-user-list';

/**
 * Onboarding step 3 (docs/product/screens.md#onboarding): a username field with Add, and the list of core
 * users with remove. The onboarding page supplies the step's title, subtitle and Back/Next.
 */
export function CoreUsersStep({ className }: { className?: string }) {
  return (
    <div className={cn('space-y-4', className)}>
      <CoreUserAddForm />
      <CoreUserList />
    </div>
  );
}
