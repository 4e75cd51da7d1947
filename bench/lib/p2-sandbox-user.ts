// A signed-up user with a sandbox X identity connected, through the app's own routes as a browser
// would go: sign-up → confirmation link from the dev outbox → /api/auth/twitter/request_token →
// the /sandbox/authorize form (create an identity) → /api/auth/twitter/callback. Shared by P2 and P3.
import { eq } from 'drizzle-orm';
import type { TApp } from '../../apps/server/src/app';
import type { TDb } from '../../apps/server/src/db/client';
import { platformConnections } from '../../apps/server/src/db/schema/connections';

type TRequest = TApp['app']['request'];

export type TConnectedUser = {
  userId: string;
  /** Authorization header of the signed-in session. */
  bearer: { authorization: string };
  identity: { id: string; username: string };
};

const json = (origin: string) => ({ 'content-type': 'application/json', origin });

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** Signs up and confirms `email` (the confirmation link signs in); answers the bearer header. */
export async function signUpConfirmed(
  request: TRequest,
  publicUrl: string,
  email: string,
): Promise<{ authorization: string }> {
  await expectOk(
    await request('/api/identity/sign-up/email', {
      method: 'POST',
      headers: json(publicUrl),
      body: JSON.stringify({ email, password: 'correct horse battery', name: email.split('@')[0] }),
    }),
    'sign-up',
  );
  // The outbox answers only requests made on the server's machine: this one as its socket would say.
  const onThisMachine = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const outbox = (await (await request('/dev/outbox.json', undefined, onThisMachine)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = outbox.find((m) => m.to === email)?.links[0];
  if (!link) throw new Error(`no confirmation e-mail to ${email}`);
  const url = new URL(link);
  const verified = await request(url.pathname + url.search);
  const token = verified.headers.get('set-auth-token');
  if (!token) throw new Error(`confirming ${email} did not sign in (${verified.status})`);
  return { authorization: `Bearer ${token}` };
}

/** Connects a new sandbox identity `username` for the signed-in user (the create form). */
export async function connectSandboxIdentity(
  request: TRequest,
  bearer: { authorization: string },
  username: string,
): Promise<void> {
  const start = await expectOk(
    await request('/api/auth/twitter/request_token', { headers: bearer }),
    'request_token',
  );
  const authorize = new URL(((await start.json()) as { authorization_url: string }).authorization_url);
  const token = authorize.searchParams.get('oauth_token') ?? '';
  await expectOk(await request(authorize.pathname + authorize.search), 'the authorize page');
  const form = new URLSearchParams({
    oauth_token: token,
    action: 'create',
    username,
    name: `Bench ${username}`,
  });
  const approved = await request('/sandbox/authorize', { method: 'POST', body: form });
  const location = approved.headers.get('location');
  if (approved.status !== 302 || !location) {
    throw new Error(`authorizing @${username} answered ${approved.status}: ${await approved.text()}`);
  }
  const back = new URL(location);
  await expectOk(
    await request(`/api/auth/twitter/callback?${back.searchParams.toString()}`, { headers: bearer }),
    'callback',
  );
}

/** Both of the above; the identity's platform id is read from the stored connection. */
export async function connectedUser(
  request: TRequest,
  db: TDb,
  publicUrl: string,
  email: string,
  username: string,
): Promise<TConnectedUser> {
  const bearer = await signUpConfirmed(request, publicUrl, email);
  await connectSandboxIdentity(request, bearer, username);
  const session = (await (await request('/api/session', { headers: bearer })).json()) as {
    session: { user: { id: string } } | null;
  };
  const userId = session.session?.user.id;
  if (!userId) throw new Error(`no session for ${email}`);
  const [row] = await db.select().from(platformConnections).where(eq(platformConnections.userId, userId));
  if (!row) throw new Error(`no connection stored for ${email}`);
  return { userId, bearer, identity: { id: row.externalUserId, username: row.username } };
}
