import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from '@/lib/router';
import { Toaster } from '@/components/ui/toast';
import { DecisionOutbox } from '@/features/replies/components/decision-outbox';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { LiveEventsProvider } from '@/lib/live/live-events';
import { useLocalSettings } from '@/lib/local-settings';
import { ThemeProvider, useTheme } from '@/lib/theme/theme';
import { UndoProvider } from '@/lib/undo/undo-store';
import { LiveQuerySync } from './live-query-sync';
import { createAppRouter } from './router';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
  // A saved undo timeout applies at once: the settings store re-renders this on change.
  const { undoTimeout } = useLocalSettings();
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveEventsProvider>
            <LiveQuerySync />
            <UndoProvider timeoutSeconds={undoTimeout}>
              <DecisionOutbox>
                <RouterProvider router={router} />
                <ThemedToaster />
              </DecisionOutbox>
            </UndoProvider>
          </LiveEventsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
