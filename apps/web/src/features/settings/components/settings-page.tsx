import type { ReactNode } from 'react';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { useNavigate } from '@/lib/router';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SETTINGS_COPY as COPY } from '../texts';
import { ContentSection } from './content-section';
import { DraftingModelSection } from './drafting-model-section';
import { ReplySettingsForm } from './reply-settings-form';
import { SecuritySection } from './security-section';
import { SettingsSection } from './settings-section';

/**
 * /settings: local reply settings, the drafting model, what monitoring drafts for, the section the app shell passes in (the
 * connected accounts, from another feature), sign-in and security, then Your Subscription and Back.
 */
export function SettingsPage({ accounts }: { accounts?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="mt-6 space-y-4">
      <SettingsSection
        id="reply-settings"
        heading={COPY.replies.heading}
        description={COPY.replies.description}
      >
        <ReplySettingsForm />
      </SettingsSection>

      <DraftingModelSection />

      <ContentSection />

      {accounts && <Card className="p-5 sm:p-6">{accounts}</Card>}

      <SecuritySection />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => void navigate(ROUTES.replies)}>
          <ArrowLeft aria-hidden="true" />
          {TEXT.settings.back}
        </Button>
        <Button variant="outline" onClick={() => void navigate(ROUTES.currentSubscription)}>
          <CreditCard aria-hidden="true" />
          {TEXT.settings.yourSubscription}
        </Button>
      </div>
    </div>
  );
}
