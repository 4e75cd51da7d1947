/**
 * The modules the app loads on demand (toasts, dialogs, menus, notices), loaded once per worker
 * before its first test file runs. In the browser a chunk arrives in milliseconds; here the first
 * test that wants one would wait while its module graph is transformed, seconds on a busy machine,
 * inside a findBy's one second or the test's five. A test of a screen then waits only for the screen.
 */
await Promise.all([
  import('@/components/ui/toast-view'),
  import('@/components/platform-filter'),
  import('@/components/ui/confirm-dialog-view'),
  import('@/components/x-delivery-notice'),
  import('@/app/components/account-menu-popup'),
  import('@/features/pricing/components/paywall-dialog'),
  import('@/features/scheduled/components/hand-off-flow'),
  import('@/features/agent/components/history-sheet'),
  import('@/features/replies/components/card-menus'),
  import('@/features/replies/components/complaint-dialog'),
  import('@/features/replies/components/learned-rule-card'),
]);

export {};
