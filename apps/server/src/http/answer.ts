import type { z } from 'zod';
import type { TConfig } from '../config';

/**
 * How a route hands its answer to the response. Outside production every answer is parsed with its
 * schema, so tests catch a server that breaks its contract; in production the data, built by typed
 * code from rows the server wrote, goes out as it is instead of being validated a second time on
 * the hot path. The schema must then not transform (no defaults or transforms on answers).
 */
export function answerWith(config: Pick<TConfig, 'NODE_ENV'>) {
  const check = config.NODE_ENV !== 'production';
  return <S extends z.ZodType>(schema: S, data: z.input<S>): z.output<S> =>
    check ? schema.parse(data) : (data as z.output<S>);
}
