import type { z } from 'zod';

export type TApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One operation of the product API, declared once for both ends: the server serves, validates and
 * documents it from this (with its summaries beside the handler), the web calls it from this. The
 * web bundles the contracts it calls, so they hold only what both ends need: no descriptions.
 *
 * Written as an object literal `as const satisfies TApiContract`: no function call, so a contract
 * nobody imports leaves the bundle, and the path keeps its literal type (its `:name` parameters).
 */
export type TApiContract = {
  readonly method: TApiMethod;
  /** Under /api, in Hono's syntax: '/monitor/status/:id'. A trailing '/' is also served without it. */
  readonly path: string;
  /** The JSON body, validated by the server (415, 400, 422, unknown fields 400). */
  readonly body?: z.ZodType;
  /** The query parameters, validated by the server; any other parameter is a 400. */
  readonly query?: z.ZodObject;
  /**
   * The JSON of the success answer, checked by the server outside production and parsed by the web.
   * null: the answer is not JSON (a stream, a redirect, 204 No Content, the sign-in library's own).
   */
  readonly answer: z.ZodType | null;
  /** The answer may also be 204 No Content (the web then gets null). */
  readonly empty?: true;
  /** How a path parameter is percent-encoded; encodeURIComponent when absent. */
  readonly encode?: (segment: string) => string;
};

/** The `:name` parameters of a Hono path. */
export type TPathParams<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | TPathParams<`/${R}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** What a caller receives: the parsed answer, or null where the contract allows 204. */
export type TApiAnswer<C extends TApiContract> = C['answer'] extends z.ZodType
  ? z.output<C['answer']> | (C['empty'] extends true ? null : never)
  : undefined;

/** Whether a value is a contract: what the route test looks for among the modules' exports. */
export const isApiContract = (value: unknown): value is TApiContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'answer' in value &&
  typeof (value as { path: unknown }).path === 'string';
