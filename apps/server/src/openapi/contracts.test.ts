import { readdirSync } from 'node:fs';
import { isApiContract, type TApiContract } from '@gatling/shared/api/contract';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '#test/harness';

function contractsOf(exports: Record<string, unknown>): [string, TApiContract][] {
  return Object.entries(exports).flatMap(([name, value]): [string, TApiContract][] => {
    if (isApiContract(value)) return [[name, value]];
    if (typeof value !== 'object' || value === null) return [];
    const inner = Object.entries(value).filter((entry): entry is [string, TApiContract] =>
      isApiContract(entry[1]),
    );
    return inner.map(([key, contract]) => [`${name}.${key}`, contract]);
  });
}

/** Every module of packages/shared/src/api: a contract is any export shaped like one, or in a record of them. */
const API_DIR = new URL('../../../../packages/shared/src/api/', import.meta.url);
const MODULES = readdirSync(API_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length));
const CONTRACTS = (
  await Promise.all(
    MODULES.map(async (module) => {
      const exports = (await import(`@gatling/shared/api/${module}`)) as Record<string, unknown>;
      return contractsOf(exports).map(([name, contract]) => ({ name: `${module} ${name}`, contract }));
    }),
  )
).flat();

const operation = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const documented = (c: TApiContract) => operation(c.method, `/api${c.path.replace(/:(\w+)/g, '{$1}')}`);

describe('routes declared once, in packages/shared', () => {
  const t = useTestApp();

  test('the shared modules hold the contracts', () => {
    expect(CONTRACTS.length).toBeGreaterThan(60);
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
