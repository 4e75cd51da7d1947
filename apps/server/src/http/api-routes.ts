import { Hono, type Context, type Env } from 'hono';
import type { z } from 'zod';
import type { ApiRegistry, TRouteDoc } from '../openapi/registry';
import { assertKnownFields, assertKnownQuery, assertNoBody, readJson, readQuery } from './validate';

type TMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type TParsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One route, declared once: the router serves it and the API document describes it from this. */
export type TRouteSpec<C extends Context, P extends string, B, Q, TBody, TQuery> = Pick<
  TRouteDoc,
  'summary' | 'description' | 'responses'
> & {
  /**
   * Appended to the group's base as written, in Hono's syntax: '/status/:id' is documented as
   * {base}/status/{id}; none is the base itself. A path ending in '/' (the spec's /chat/) is also
   * served without the slash.
   */
  path?: P;
  /** The JSON body, read with readJson (415, 400, 422) and handed to the handler as `body`. */
  body?: B;
  /** The query, read with readQuery (422) and handed to the handler as `query`. */
  query?: Q;
  /** Reads the body instead of readJson, for error details the spec words; it validates with `body`. */
  readBody?: (c: C, schema: B) => Promise<TBody>;
  /** Reads the query instead of readQuery, e.g. a parameter that may repeat. */
  readQuery?: (c: C, schema: Q) => TQuery;
  /** Runs before the input is read, e.g. a rate limit that counts malformed requests too. */
  before?: (c: C) => void | Promise<void>;
  /**
   * The handler reads the request as it came and nothing is checked here: the sign-in library's
   * routes (their queries and bodies are the library's) and the payment webhook (its signature
   * covers the raw bytes). Otherwise a query parameter `query` does not name is a 400 naming it,
   * and so, on a route without `body`, is a body with fields.
   */
  raw?: true;
};

export type THandler<C extends Context, TBody, TQuery> = (
  c: C,
  input: { body: TBody; query: TQuery },
) => Response | Promise<Response>;

type TAdd<E extends Env> = <
  P extends string = '',
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  TBody = TParsed<B>,
  TQuery = TParsed<Q>,
>(
  spec: TRouteSpec<Context<E, P>, P, B, Q, TBody, TQuery>,
  handler: THandler<Context<E, P>, TBody, TQuery>,
) => void;

/** The routes under one prefix: app.ts mounts `app`, with the session guard on `base` unless auth is false. */
export type TApiRoutes<E extends Env> = {
  base: string;
  /** False for routes anyone may call; the document then lists no 401 and no bearer security. */
  auth: boolean;
  /** The routes with their whole paths, mounted at the root. */
  app: Hono<E>;
} & Record<TMethod, TAdd<E>>;

/** `:name` in a Hono path is `{name}` in an OpenAPI one. */
const toDocPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** A spec and handler with their types erased: the router treats every route alike. */
type TLooseSpec = TRouteSpec<
  Context,
  string,
  z.ZodType | undefined,
  z.ZodObject | undefined,
  unknown,
  unknown
>;
type TLooseHandler = THandler<Context, unknown, unknown>;

/**
 * Declares the routes of one prefix once each: the method, path, body and query schemas and the
 * answers written in one spec serve the route on `app` and add its entry to the API document, and
 * the body and query the document names are the ones validated before the handler runs.
 */
export function defineRoutes<E extends Env>(
  registry: ApiRegistry,
  group: { base: `/api/${string}`; tag: string; auth?: false },
): TApiRoutes<E> {
  const app = new Hono<E>();
  const auth = group.auth !== false;
  const add = (verb: TMethod, spec: TLooseSpec, handler: TLooseHandler) => {
    const path = `${group.base}${spec.path ?? ''}`;
    const paths = path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
    app.on(verb.toUpperCase(), paths, async (c: Context) => {
      await spec.before?.(c);
      if (!spec.raw) {
        assertKnownQuery(c, spec.query ? Object.keys(spec.query.shape) : []);
        if (!spec.body) await assertNoBody(c);
      }
      const body = spec.body ? await (spec.readBody ?? readJson)(c, spec.body) : undefined;
      // The JSON read above is cached: this is the body as sent.
      if (spec.body) assertKnownFields(await c.req.json(), body);
      const query = spec.query ? (spec.readQuery ?? readQuery)(c, spec.query) : undefined;
      return handler(c, { body, query });
    });
    registry.add({
      method: verb,
      path: toDocPath(path),
      tag: group.tag,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(auth ? {} : { auth: false }),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      responses: spec.responses,
    });
  };
  const method = (verb: TMethod) =>
    ((spec: TLooseSpec, handler: TLooseHandler) => add(verb, spec, handler)) as TAdd<E>;
  return {
    base: group.base,
    auth,
    app,
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
  };
}
