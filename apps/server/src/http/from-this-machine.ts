import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '../errors';

/** 127.0.0.0/8 and ::1, as a socket names them (IPv4 clients of a dual-stack server as ::ffff:127.x). */
export function isLoopbackIp(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a HOST to listen on is this machine's alone ('localhost', 127.x, ::1). */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || isLoopbackIp(host.replace(/^\[(.*)\]$/, '$1'));

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever socket delivered it. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/**
 * Whether the request was made on the machine the server runs on: its socket's peer is a loopback
 * address and no proxy forwarded it (a reverse proxy on the same machine connects from loopback for
 * every visitor). Never true without a socket, so a request of unknown origin is refused.
 */
export function fromThisMachine(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket at all (app.request() without a Node request)
  }
  if (!address || !isLoopbackIp(address)) return false;
  return FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined);
}

/**
 * Lets through only requests made on this machine, whatever address the server listens on (HOST):
 * for pages that show what only the operator may see, such as the dev outbox's sign-in links.
 */
export function onlyFromThisMachine(detail: string): MiddlewareHandler {
  return async (c, next) => {
    if (!fromThisMachine(c)) throw new AppError('FORBIDDEN', detail);
    await next();
  };
}
