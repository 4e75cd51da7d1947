/** The auth library's database adapter: an object of methods, each taking its arguments first. */
export type TAdapter = Record<string, unknown>;

/** One call of an adapter method with an object argument: its name, its arguments, and the call itself. */
export type TAdapterCall<TArgs> = {
  method: string | symbol;
  args: TArgs;
  /** Calls the wrapped method with these arguments (and whatever else the caller passed). */
  call: (args: TArgs) => unknown;
};

/**
 * Wraps the auth library's database adapter so every call with an object argument goes through
 * `intercept`, also inside transactions (the transaction's adapter is wrapped the same way). How
 * tokens are hashed or sealed at rest without the library seeing the difference.
 */
export function interceptAdapterCalls<A extends TAdapter, TArgs extends object>(
  adapter: A,
  intercept: (call: TAdapterCall<TArgs>) => unknown,
): A {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') {
        return (run: (trx: TAdapter) => unknown) =>
          (value as (cb: (trx: TAdapter) => unknown) => unknown).call(target, (trx) =>
            run(interceptAdapterCalls(trx, intercept)),
          );
      }
      return (args: TArgs, ...rest: unknown[]) => {
        const call = (a: TArgs) => (value as (...x: unknown[]) => unknown).call(target, a, ...rest);
        if (!args || typeof args !== 'object') return call(args);
        return intercept({ method: property, args, call });
      };
    },
  });
}
