import { toast } from '@/components/ui/toast';
import { ApiError, serverDetail } from '@/lib/api-error';
import { isCancelled } from '../api/edit-response';

/** A plan limit answered (402); apiFetch has opened the paywall already. */
export const isPaymentRequired = (error: unknown) => error instanceof ApiError && error.status === 402;

/**
 * The onError of a draft rewrite: a toast titled `title` with the server's detail, unless the
 * paywall opened or the user cancelled it.
 */
export const toastRewriteFailure = (title: string) => (error: Error) => {
  if (isPaymentRequired(error) || isCancelled(error)) return;
  toast({ title, description: serverDetail(error) ?? undefined, variant: 'destructive' });
};
