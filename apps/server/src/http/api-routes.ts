import type { TApiContract, TApiMethod } from '@gatling/shared/api/contract';
import { Hono, type Context, type Env } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { TConfig } from '../config';
import type { ApiRegistry, TRouteDoc } from '../openapi/registry';
import { answerWith } from './answer';
import { assertKnownFields, assertKnownQuery, assertNoBody, readJson, readQuery } from './validate';

type TMethod = TApiMethod;
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

/**
 * The server's half of a route whose contract lives in packages/shared: what only the API document
 * says (summary, description, the other answers; the success entry's description, its schema being
 * the contract's answer) and how the input is read when not the usual way.
 */
export type TContractSpec<C extends Context, K extends TApiContract, TBody, TQuery> = Pick<
  TRouteDoc,
  'summary' | 'description' | 'responses'
> & {
  readBody?: (c: C, schema: NonNullable<K['body']>) => Promise<TBody>;
  readQuery?: (c: C, schema: NonNullable<K['query']>) => TQuery;
  before?: (c: C) => void | Promise<void>;
  raw?: true;
};

/**
 * What a contract's handler gives back: the data of the answer, sent as JSON with the success status
 * the spec documents; or a Response of its own (a stream, a redirect, 204, another status).
 */
export type TContractResult<K extends TApiContract> = K['answer'] extends z.ZodType
  ? z.input<K['answer']> | Response
  : Response;

export type TContractHandler<C extends Context, K extends TApiContract, TBody, TQuery> = (
  c: C,
  input: { body: TBody; query: TQuery },
) => TContractResult<K> | Promise<TContractResult<K>>;

type TServe<E extends Env> = <
  const K extends TApiContract,
  TBody = TParsed<K['body']>,
  TQuery = TParsed<K['query']>,
>(
  contract: K,
  spec: TContractSpec<Context<E, K['route']['path']>, K, TBody, TQuery>,
  handler: TContractHandler<Context<E, K['route']['path']>, K, TBody, TQuery>,
) => void;

/** The routes under one prefix: app.ts mounts `app`, with the session guard on `base` unless auth is false. */
export type TApiRoutes<E extends Env> = {
  base: string;
  /** False for routes anyone may call; the document then lists no 401 and no bearer security. */
  auth: boolean;
  /** The routes with their whole paths, mounted at the root. */
  app: Hono<E>;
  /** Serves a contract of packages/shared/src/api under this prefix. */
  serve: TServe<E>;
};

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

/** The success status of a route: the first 2xx its spec documents. */
function successStatus(responses: TRouteDoc['responses']): ContentfulStatusCode | undefined {
  const status = Object.keys(responses)
    .map(Number)
    .find((n) => n >= 200 && n < 300);
  return status as ContentfulStatusCode | undefined;
}

/**
 * Declares the routes of one prefix once each: the method, path, body and query schemas and the
 * answers written in one spec serve the route on `app` and add its entry to the API document, and
 * the body and query the document names are the ones validated before the handler runs. A route
 * served from a contract (`serve`) takes all but the prose from packages/shared, which the web
 * calls from too; its handler returns the answer's data, checked against the contract outside
 * production (answerWith), so no route writes its schema twice.
 */
export function defineRoutes<E extends Env>(
  registry: ApiRegistry,
  group: {
    base: `/api/${string}`;
    tag: string;
    auth?: false;
    /** Whether answers are checked (answerWith): outside production they are. */
    config: Pick<TConfig, 'NODE_ENV'>;
  },
): TApiRoutes<E> {
  const app = new Hono<E>();
  const auth = group.auth !== false;
  const answer = answerWith(group.config);
  const add = (
    verb: TMethod,
    path: string,
    spec: TLooseSpec,
    handler: TLooseHandler,
    contract?: TApiContract,
  ) => {
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
      ...(contract ? { contract } : {}),
    });
  };
  const serve = (
    contract: TApiContract,
    spec: TContractSpec<Context, TApiContract, unknown, unknown>,
    handler: (c: Context, input: { body: unknown; query: unknown }) => unknown,
  ) => {
    const { route } = contract;
    const path = `/api${route.path}`;
    if (!path.startsWith(group.base)) throw new Error(`${path} is not under ${group.base}`);
    const status = successStatus(spec.responses);
    const schema = contract.answer;
    if (schema && status === undefined) throw new Error(`${path} documents no success answer`);
    if (!schema && status !== undefined && spec.responses[status]?.schema) {
      throw new Error(`${path}: the success answer's schema belongs in its contract`);
    }
    const responses = { ...spec.responses };
    if (schema && status !== undefined) responses[status] = { ...responses[status]!, schema };
    const loose: TLooseSpec = {
      ...spec,
      responses,
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { query: contract.query } : {}),
    } as TLooseSpec;
    add(
      route.method,
      path,
      loose,
      async (c, input) => {
        const result = await handler(c, input);
        if (result instanceof Response || !schema) return result as Response;
        return c.json(answer(schema, result) as never, status);
      },
      contract,
    );
  };
  return {
    base: group.base,
    auth,
    app,
    serve: serve as TServe<E>,
  };
}
