import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import type { TDatabase } from '../../src/db/client';

export type TCounted = {
  /** Every statement sent, in order: its SQL text, whitespace folded. */
  statements: string[];
  /** Transactions begun (on PGlite a transaction's own BEGIN and COMMIT are not statements above). */
  transactions: number;
};

const folded = (text: unknown) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '?');

/**
 * Counts what the process sends the database from now until `stop()`: each statement is one round
 * trip on PostgreSQL (BEGIN and COMMIT included), one call into PGlite.
 */
export function countStatements(database: TDatabase): { stop: () => TCounted } {
  const counted: TCounted = { statements: [], transactions: 0 };
  const note = (text: unknown) => {
    const statement = folded(text);
    counted.statements.push(statement);
    if (/^begin\b/i.test(statement)) counted.transactions += 1;
  };
  if (database.kind === 'postgres') {
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [first] = args;
      note(typeof first === 'object' && first !== null ? (first as { text?: unknown }).text : first);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    return { stop: () => (spy.mockRestore(), counted) };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const q = vi.spyOn(client, 'query').mockImplementation(((text: string, ...rest: unknown[]) => {
    note(text);
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as never);
  const e = vi.spyOn(client, 'exec').mockImplementation(((text: string, ...rest: unknown[]) => {
    note(text);
    return (exec as (...a: unknown[]) => unknown)(text, ...rest);
  }) as never);
  const t = vi.spyOn(client, 'transaction').mockImplementation(((...args: unknown[]) => {
    counted.transactions += 1;
    return (transaction as (...a: unknown[]) => unknown)(...args);
  }) as never);
  return {
    stop: () => {
      q.mockRestore();
      e.mockRestore();
      t.mockRestore();
      return counted;
    },
  };
}
