import { readdirSync, readFileSync } from 'node:fs';
import { isApiContract, isApiRoute, type TApiContract, type TApiRoute } from '@gatling/shared/api/contract';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '#test/harness';

/** The exports of a module that `is` accepts, by name, also inside a record of them. */
function exportsOf<T>(exports: Record<string, unknown>, is: (v: unknown) => v is T): [string, T][] {
  return Object.entries(exports).flatMap(([name, value]): [string, T][] => {
    if (is(value)) return [[name, value]];
    if (typeof value !== 'object' || value === null) return [];
    const inner = Object.entries(value).filter((entry): entry is [string, T] => is(entry[1]));
    return inner.map(([key, item]) => [`${name}.${key}`, item]);
  });
}

/** Every module of packages/shared/src/api: a route or contract is any export shaped like one, or in a record of them. */
const API_DIR = new URL('../../../../packages/shared/src/api/', import.meta.url);
const MODULES = await Promise.all(
  readdirSync(API_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .map(async (module) => ({
      module,
      exports: (await import(`@gatling/shared/api/${module}`)) as Record<string, unknown>,
    })),
);
const CONTRACTS = MODULES.flatMap(({ module, exports }) =>
  exportsOf(exports, isApiContract).map(([name, contract]) => ({ name: `${module} ${name}`, contract })),
);
/** The routes as the web imports them: from the modules that hold no contracts. */
const ROUTE_MODULES = MODULES.filter(({ exports }) => exportsOf(exports, isApiContract).length === 0);
const ROUTES = ROUTE_MODULES.flatMap(({ module, exports }) =>
  exportsOf(exports, isApiRoute).map(([name, route]) => ({ name: `${module} ${name}`, route })),
);

const operation = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const documented = ({ route }: TApiContract) =>
  operation(route.method, `/api${route.path.replace(/:(\w+)/g, '{$1}')}`);

describe('routes declared once, in packages/shared', () => {
  const t = useTestApp();

  test('the shared modules hold the contracts', () => {
    expect(CONTRACTS.length).toBeGreaterThan(60);
  });

  test('every route the web may call is paired with its schemas by exactly one contract', () => {
    expect(ROUTES.length).toBe(CONTRACTS.length);
    const pairs = (route: TApiRoute) => CONTRACTS.filter(({ contract }) => contract.route === route).length;
    expect(ROUTES.filter(({ route }) => pairs(route) !== 1).map((r) => r.name)).toEqual([]);
    expect(CONTRACTS.filter(({ contract }) => !ROUTES.some((r) => r.route === contract.route))).toEqual([]);
    // The one part of `types` the web reads at runtime: whether the answer is JSON.
    const notJson = CONTRACTS.filter(
      ({ contract }) => (contract.answer === null) !== (contract.route.types.answer === null),
    );
    expect(notJson.map((c) => c.name)).toEqual([]);
  });

  test('no module the web imports routes from loads zod, itself or through what it imports', () => {
    const loads = (module: string, seen = new Set<string>()): string[] => {
      if (seen.has(module)) return [];
      seen.add(module);
      const text = readFileSync(new URL(`${module}.ts`, API_DIR), 'utf8');
      const from = [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)].map((m) => m[1] ?? '');
      return from.flatMap((name) =>
        name.startsWith('./') ? loads(name.slice(2), seen) : name.startsWith('zod') ? [module] : [],
      );
    };
    const routeModules = ROUTE_MODULES.filter(({ exports }) => exportsOf(exports, isApiRoute).length > 0);
    expect(routeModules.flatMap(({ module }) => loads(module))).toEqual([]);
  });

  test('every contract is served by exactly one route, from that contract', () => {
    const unserved = CONTRACTS.filter(({ contract }) => {
      const routes = t.registry.routes.filter((r) => operation(r.method, r.path) === documented(contract));
      if (routes.length !== 1) return true;
      const [route] = routes;
      return route?.contract !== contract;
    });
    expect(unserved.map((c) => c.name)).toEqual([]);
  });

  test('every route the API serves has a contract, and no two contracts name one operation', () => {
    const operations = CONTRACTS.map(({ contract }) => documented(contract));
    expect(operations.filter((op, i) => operations.indexOf(op) !== i)).toEqual([]);
    const without = t.registry.routes
      .map((r) => operation(r.method, r.path))
      .filter((op) => !operations.includes(op));
    expect(without).toEqual([]);
  });
});
