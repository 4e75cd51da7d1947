import { z } from 'zod';
import type { TApiContract } from '@gatling/shared/api/contract';
import { ZErrorBody } from '@gatling/shared/api/errors';

export type TRouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/onboarding/status or /api/monitor/status/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** `csv`: the same answer is also served as text/csv (by Accept or a query parameter). */
  responses: Record<number, { description: string; schema?: z.ZodType; csv?: boolean }>;
  /** The shared contract the route is served from (packages/shared/src/api). */
  contract?: TApiContract;
};

/** Every route the API serves registers its documentation here, from the shared zod schemas. */
export class ApiRegistry {
  readonly routes: TRouteDoc[] = [];

  add(doc: TRouteDoc): void {
    this.routes.push(doc);
  }

  document(info: { title: string; version: string }): Record<string, unknown> {
    const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { target: 'openapi-3.0', unrepresentable: 'any' });
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of this.routes) {
      const responses: Record<string, unknown> = {};
      for (const [status, res] of Object.entries(r.responses)) {
        responses[status] = {
          description: res.description,
          ...(res.schema
            ? {
                content: {
                  'application/json': { schema: toSchema(res.schema) },
                  ...(res.csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
                },
              }
            : {}),
        };
      }
      if (r.auth !== false)
        responses['401'] = {
          description: 'No valid session',
          content: { 'application/json': { schema: toSchema(ZErrorBody) } },
        };
      responses.default = {
        description: 'Error',
        content: { 'application/json': { schema: toSchema(ZErrorBody) } },
      };
      const parameters: Record<string, unknown>[] = r.query
        ? Object.entries(r.query.shape).map(([name, s]) => ({
            name,
            in: 'query',
            required: !(s as z.ZodType).safeParse(undefined).success,
            schema: toSchema(s as z.ZodType),
          }))
        : [];
      for (const m of r.path.matchAll(/\{(\w+)\}/g))
        parameters.push({ name: m[1] ?? '', in: 'path', required: true, schema: { type: 'string' } });
      paths[r.path] ??= {};
      paths[r.path]![r.method] = {
        tags: [r.tag],
        summary: r.summary,
        ...(r.description ? { description: r.description } : {}),
        ...(r.auth !== false ? { security: [{ bearer: [] }] } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(r.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(r.body) } } } }
          : {}),
        responses,
      };
    }
    return {
      openapi: '3.0.3',
      info,
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    };
  }
}
