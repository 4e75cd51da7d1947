import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API, for tests: speaks Stripe's wire protocol (form-encoded
 * bodies with bracketed keys, Bearer secret key, Stripe-shaped JSON objects and errors) for the
 * few calls the product makes, so the official client runs unmodified against it.
 */
type TObject = Record<string, unknown>;
export type TFakeRequest = { method: string; path: string; body: TObject; headers: http.IncomingHttpHeaders };
export type TFakeSubscription = TObject & {
  id: string;
  status: string;
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  items: { object: 'list'; data: (TObject & { current_period_start: number; current_period_end: number })[] };
};

const DAY = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` pairs → nested objects; objects whose keys are all indexes become arrays. */
export function parseStripeForm(body: string): TObject {
  const root: TObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node: TObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as TObject;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v as TObject).map(([k, x]) => [k, arrays(x)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) return entries.map(([, x]) => x);
    return Object.fromEntries(entries);
  };
  return arrays(root) as TObject;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export async function startFakeStripe(options: { secretKey?: string; priceId?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake_key';
  const priceId = options.priceId ?? 'price_monthly_test';
  const requests: TFakeRequest[] = [];
  const customers = new Map<string, TObject>();
  const sessions = new Map<string, TObject>();
  const subscriptions = new Map<string, TFakeSubscription>();
  /** Makes the next API call answer this HTTP status with a Stripe error (for failure tests). */
  let failNext: number | null = null;

  const required = (body: TObject, name: string) => {
    if (body[name] === undefined || body[name] === '')
      throw new StripeHttpError(400, `Missing required param: ${name}.`, name);
    return body[name];
  };

  const routes: { method: string; pattern: RegExp; run: (body: TObject, m: RegExpMatchArray) => TObject }[] =
    [
      {
        method: 'POST',
        pattern: /^\/v1\/customers$/,
        run: (body) => {
          const customer = {
            id: id('cus'),
            object: 'customer',
            email: body.email ?? null,
            metadata: body.metadata ?? {},
            created: nowSeconds(),
            livemode: false,
          };
          customers.set(customer.id, customer);
          return customer;
        },
      },
      {
        method: 'POST',
        pattern: /^\/v1\/checkout\/sessions$/,
        run: (body) => {
          const mode = required(body, 'mode');
          required(body, 'success_url');
          const items = required(body, 'line_items') as TObject[];
          for (const item of items) {
            if (item.price !== priceId)
              throw new StripeHttpError(
                400,
                `No such price: '${String(item.price)}'`,
                'line_items[0][price]',
              );
          }
          const customer = body.customer as string | undefined;
          if (customer && !customers.has(customer))
            throw new StripeHttpError(400, `No such customer: '${customer}'`, 'customer');
          const sessionId = id('cs_test');
          const session = {
            id: sessionId,
            object: 'checkout.session',
            mode,
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.com/c/pay/${sessionId}`,
            customer: customer ?? null,
            client_reference_id: body.client_reference_id ?? null,
            success_url: body.success_url,
            cancel_url: body.cancel_url ?? null,
            metadata: body.metadata ?? {},
            subscription: null,
            subscription_data: body.subscription_data ?? {},
            line_items: items,
            created: nowSeconds(),
            expires_at: nowSeconds() + DAY,
            livemode: false,
          };
          sessions.set(sessionId, session);
          return session;
        },
      },
      {
        method: 'GET',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        run: (_body, m) => found(sessions, m[1]!, 'checkout.session'),
      },
      {
        method: 'GET',
        pattern: /^\/v1\/subscriptions\/([^/]+)$/,
        run: (_body, m) => found(subscriptions, m[1]!, 'subscription'),
      },
      {
        method: 'POST',
        pattern: /^\/v1\/subscriptions\/([^/]+)$/,
        run: (body, m) => {
          const sub = found(subscriptions, m[1]!, 'subscription');
          if (sub.status === 'canceled')
            throw new StripeHttpError(
              400,
              'A canceled subscription can only update its cancellation_details and metadata.',
            );
          if (body.cancel_at_period_end !== undefined) {
            sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
            sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0]!.current_period_end : null;
          }
          return sub;
        },
      },
    ];

  function found<T>(map: Map<string, T>, key: string, kind: string): T {
    const value = map.get(key);
    if (!value) throw new StripeHttpError(404, `No such ${kind}: '${key}'`, 'id');
    return value;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, headers: req.headers });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, message: string, param?: string) =>
        send(status, {
          error: {
            type:
              status === 401
                ? 'invalid_request_error'
                : status >= 500
                  ? 'api_error'
                  : 'invalid_request_error',
            message,
            ...(param ? { param } : {}),
          },
        });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'Invalid API Key provided.');
      if (failNext) {
        const status = failNext;
        failNext = null;
        return error(status, 'The fake Stripe was told to fail this call.');
      }
      const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname));
      if (!route) return error(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      try {
        send(200, route.run(body, url.pathname.match(route.pattern)!));
      } catch (err) {
        if (err instanceof StripeHttpError) return error(err.status, err.message, err.param);
        error(500, (err as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    priceId,
    requests,
    customers,
    sessions,
    subscriptions,
    failNextCall(status = 500) {
      failNext = status;
    },
    /** What Stripe does when the customer pays: the session completes and a subscription starts. */
    completeCheckout(sessionId: string, at = nowSeconds()) {
      const session = found(sessions, sessionId, 'checkout.session');
      const data = (session.subscription_data ?? {}) as {
        trial_period_days?: string;
        metadata?: Record<string, string>;
      };
      const trialDays = data.trial_period_days ? Number(data.trial_period_days) : 0;
      const end = trialDays ? at + trialDays * DAY : at + 30 * DAY;
      const subscription: TFakeSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer as string,
        status: trialDays ? 'trialing' : 'active',
        metadata: data.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: at,
        start_date: at,
        trial_start: trialDays ? at : null,
        trial_end: trialDays ? end : null,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: at,
              current_period_end: end,
              quantity: 1,
              price: { id: priceId, object: 'price' },
            },
          ],
        },
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: trialDays ? 'no_payment_required' : 'paid',
        subscription: subscription.id,
      });
      return { session, subscription };
    },
    /** A Stripe event envelope around a copy of `object`, as a webhook delivers it. */
    event(type: string, object: TObject, created = nowSeconds()) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the client keeps connections alive
      }),
  };
}

export type TFakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
