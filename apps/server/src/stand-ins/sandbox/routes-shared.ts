import type { Context } from 'hono';
import type { TDb } from '../../db/client';
import type { TSandboxNetwork } from './network';

/** What every sandbox page handler works with. */
export type TRoutesContext = {
  db: TDb;
  seed: string;
  publicUrl: string;
  appName: string;
  /** Signs the sandbox network's own sessions (session.ts). */
  sessionSecret: string;
  network: TSandboxNetwork;
  /** Seconds after an identity's first reply at which it is answered (engagement.ts). */
  firstAnswerSeconds?: number | undefined;
};

export type TStatus = 200 | 400 | 403 | 404 | 409 | 422;

export const page = (c: Context, html: string, status: TStatus = 200) => c.html(html, status);

/** A form's text fields, trimmed; anything missing or not text reads as ''. */
export async function formOf(c: Context): Promise<(name: string) => string> {
  const body = await c.req.parseBody();
  return (name) => {
    const value = body[name];
    return typeof value === 'string' ? value.trim() : '';
  };
}
