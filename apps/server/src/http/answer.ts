import type { z } from 'zod';
import type { TConfig } from '../config';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Where `built` has a field (with a value) that the parsed `kept` does not: what production would leak. */
function extraFields(built: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(built) && Array.isArray(kept)) {
    return built.flatMap((item, i) => extraFields(item, kept[i], `${at}[${i}]`));
  }
  if (!isPlainObject(built) || !isPlainObject(kept)) return [];
  return Object.entries(built).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (value === undefined) return [];
    return key in kept ? extraFields(value, kept[key], path) : [path];
  });
}

/**
 * How a route hands its answer to the response. Outside production every answer is parsed with its
 * schema, so tests catch a server that breaks its contract; in production the data, built by typed
 * code from rows the server wrote, goes out as it is instead of being validated a second time on
 * the hot path. The schema must then not transform (no defaults or transforms on answers), and the
 * data must hold nothing the schema does not: parsing would drop it, sending as built would not, so
 * outside production a field the schema does not know fails the answer.
 */
export function answerWith(config: Pick<TConfig, 'NODE_ENV'>) {
  const check = config.NODE_ENV !== 'production';
  return <S extends z.ZodType>(schema: S, data: z.input<S>): z.output<S> => {
    if (!check) return data as z.output<S>;
    const parsed = schema.parse(data);
    const extra = extraFields(data, parsed, '');
    if (extra.length > 0) {
      throw new Error(`The answer has fields its schema does not name: ${extra.slice(0, 5).join(', ')}`);
    }
    return parsed;
  };
}
