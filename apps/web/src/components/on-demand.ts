import { useEffect, useReducer, useRef } from 'react';

/**
 * A module the first screen does not need (a dialog, a later step), loaded the first time it is
 * wanted, then kept. A failed load (the browser offline, a deploy that replaced the chunk) is never
 * thrown to the page, as a failed React.lazy would be: `useOnDemand` answers null meanwhile and
 * tries again when the browser is back online.
 */
export type TOnDemand<M> = {
  /** The module, once loaded. */
  loaded: () => M | undefined;
  /** Loads it (once; again after a failure). */
  load: () => Promise<M>;
};

export function onDemand<M>(importer: () => Promise<M>): TOnDemand<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    loaded: () => module,
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

/** Fetches the module ahead of need, once the browser is idle; a failure is left for later. */
export function preloadWhenIdle(module: TOnDemand<unknown>): () => void {
  const load = () => void module.load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 1000);
  return () => window.clearTimeout(id);
}

/**
 * The module once loaded (by this component, once `wanted` is true, or by any other), else null; a
 * failed load is tried again when the browser comes back online. `onFailed` hears of each failure.
 */
export function useOnDemand<M>(module: TOnDemand<M>, wanted = true, onFailed?: () => void): M | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const current = module.loaded();
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    if (!wanted || current !== undefined) return;
    // Loaded by another component since this one rendered.
    if (module.loaded() !== undefined) return rerender();
    let live = true;
    const load = () =>
      void module.load().then(
        () => live && rerender(),
        () => {
          if (!live) return;
          failed.current?.();
          window.addEventListener('online', load, { once: true });
        },
      );
    load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [module, wanted, current]);
  return current ?? null;
}
