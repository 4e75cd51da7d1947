/**
 * What the caller of a mutation hook adds to it. The hook beside its fetcher in api/ keeps the
 * cache right; the component that calls it decides what the user is told (toasts, texts). They
 * run as the mutation's own callbacks, not mutate()'s, so they still run when the calling
 * component is gone by the time the answer comes (a closed dialog, a row removed from its list).
 */
export type TMutationHandlers<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};
