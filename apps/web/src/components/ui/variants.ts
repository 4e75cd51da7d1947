type TOptions = Record<string, Record<string, string>>;

/** What a variants function takes: each option's name, its default when absent, none when null. */
export type TVariantProps<O extends TOptions> = { [K in keyof O]?: keyof O[K] | null };

/**
 * Classes by variant, for the button and the badge: the base, then the chosen value's classes of
 * each option (its default where the option is absent, none where it is null). The part of
 * class-variance-authority they used, without its weight on every page; there are no compound
 * variants.
 */
export function variants<O extends TOptions>(
  base: string,
  options: O,
  defaults: { [K in keyof O]: keyof O[K] },
): (chosen?: TVariantProps<O>) => string {
  return (chosen = {}) => {
    const classes = [base];
    for (const name of Object.keys(options) as (keyof O)[]) {
      const value = chosen[name] === undefined ? defaults[name] : chosen[name];
      if (value !== null) classes.push(options[name]![value as string]!);
    }
    return classes.join(' ');
  };
}
