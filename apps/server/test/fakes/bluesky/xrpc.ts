import type { TAccount, TFakeState, TSession } from './state';

/** An XRPC error answer: `{error, message}` with its HTTP status. */
export class XrpcFail extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export type TContext = {
  state: TFakeState;
  params: URLSearchParams;
  body: Record<string, unknown>;
  /** The signed-in account, for routes that need the access (or, for refresh, the refresh) token. */
  account: TAccount;
  session: TSession;
  refreshToken: string;
};

export type TRoute = {
  method: 'GET' | 'POST';
  auth: 'access' | 'refresh' | 'none';
  handle(ctx: TContext): unknown;
};

export const invalid = (message: string) => new XrpcFail(400, 'InvalidRequest', message);

/** A required string parameter (query or body). */
export function required(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '')
    throw invalid(`Error: Params must have the property "${name}"`);
  return value;
}

export function limitOf(params: URLSearchParams, fallback: number, max: number): number {
  const raw = params.get('limit');
  if (raw === null) return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw invalid(`Error: limit can not be greater than ${max}`);
  }
  return limit;
}
