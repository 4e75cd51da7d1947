import type { z } from 'zod';

export type TApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A route's schemas as types: the JSON body (validated by the server: 415, 400, 422, unknown fields
 * 400), the query parameters (any other parameter is a 400) and the JSON of the success answer,
 * checked by the server outside production; null where the answer is not JSON (a stream, a
 * redirect, 204 No Content, the sign-in library's own).
 */
export type TRouteSchemas = {
  readonly body?: z.ZodType;
  readonly query?: z.ZodObject;
  readonly answer: z.ZodType | null;
};

/**
 * One operation of the product API as both ends call it, without zod: the web bundles it, so it
 * holds only what the call needs at runtime (no schemas, no descriptions). `types` names the
 * operation's schemas for the type checker (`{} as { body: typeof ZX; answer: typeof ZY }`): the
 * web types its calls from them, and the contract that pairs the route with the schemas themselves
 * (./contracts) must give these very ones. At runtime it is empty, but for an answer that is not
 * JSON, written out (`{ answer: null }`) because the caller must then not read the body as JSON.
 *
 * Written as an object literal `as const satisfies TApiRoute`: no function call, so a route nobody
 * imports leaves the bundle, and the path keeps its literal type (its `:name` parameters).
 */
export type TApiRoute = {
  readonly method: TApiMethod;
  /** Under /api, in Hono's syntax: '/monitor/status/:id'. A trailing '/' is also served without it. */
  readonly path: string;
  /** The answer may also be 204 No Content (the web then gets null). */
  readonly empty?: true;
  /** How a path parameter is percent-encoded; encodeURIComponent when absent. */
  readonly encode?: (segment: string) => string;
  readonly types: TRouteSchemas;
};

/**
 * A route with its schemas: what the server serves, validates and documents (with its summaries
 * beside the handler). Only the server and its tests import contracts, so the schemas stay out of
 * the web's bundle.
 */
export type TApiContract<R extends TApiRoute = TApiRoute> = { readonly route: R } & R['types'];

/**
 * Pairs a route with the schemas its `types` name: another schema, a missing one or one the route
 * does not declare is a compile error, so the web's types and the server's checks cannot drift.
 */
export const contract = <const R extends TApiRoute>(
  route: R,
  schemas: { readonly [K in keyof R['types']]: R['types'][K] },
): TApiContract<R> => ({ route, ...schemas }) as TApiContract<R>;

/** The `:name` parameters of a Hono path. */
export type TPathParams<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | TPathParams<`/${R}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** What a caller receives: the answer's data, or null where the route allows 204. */
export type TApiAnswer<R extends TApiRoute> = R['types']['answer'] extends z.ZodType
  ? z.output<R['types']['answer']> | (R['empty'] extends true ? null : never)
  : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a value is a route: what the route test looks for among the shared modules' exports. */
export const isApiRoute = (value: unknown): value is TApiRoute =>
  isRecord(value) &&
  typeof value.method === 'string' &&
  typeof value.path === 'string' &&
  isRecord(value.types);

/** Whether a value is a contract: a route with its schemas. */
export const isApiContract = (value: unknown): value is TApiContract =>
  isRecord(value) && isApiRoute(value.route) && 'answer' in value;
