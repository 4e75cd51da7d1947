import pino from 'pino';

export type TLogger = pino.Logger;

const REDACTED = '[redacted]';

/**
 * Keys whose values never reach a log line, at any depth: credentials, and what carries users'
 * content (a failed query's parameters hold tokens, e-mail addresses and draft text; a provider's
 * error can hold the request it made, with its Authorization header).
 */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|set-auth-token|x-api-key|password|newpassword|currentpassword|token|access_?token|access_?secret|refresh_?token|id_?token|client_?secret|secret|api_?key|otp|params|parameters|body|request|response|email|to)$/i;

/** Query strings (one-time tokens, OAuth parameters) and credentials inside free text. */
const TEXT_SECRETS: [RegExp, string][] = [
  [/(https?:\/\/[^\s?#"'<>]+)\?[^\s#"'<>]*/g, `$1?${REDACTED}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${REDACTED}`],
  [/\b(oauth_[a-z_]+)="[^"]*"/g, `$1="${REDACTED}"`],
  // drizzle's "Failed query: …\nparams: a,b,c"
  [/(\n\s*params:)[\s\S]*$/, `$1 ${REDACTED}`],
];

function scrubText(text: string): string {
  return TEXT_SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of a log value with secrets and users' content replaced; bounded in depth and breadth. */
export function scrubLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubLogValue(v, depth + 1));
  if (value instanceof Date) return value;
  if (value instanceof Error) return serializeError(value);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value).slice(0, 100)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubLogValue(v, depth + 1);
  }
  return out;
}

/** pino's error serializer keeps type, message and stack on its prototype: made plain, then scrubbed. */
function serializeError(err: Error): unknown {
  const s = pino.stdSerializers.err(err) as pino.SerializedError & { cause?: unknown };
  return scrubLogValue({
    type: s.type,
    message: s.message,
    stack: s.stack,
    ...(s.cause === undefined ? {} : { cause: s.cause }),
    ...Object.fromEntries(Object.entries(s)),
  });
}

/**
 * Structured JSON logs. Credentials and users' content never reach them: every line is scrubbed
 * (secret keys at any depth, query strings, bearer and OAuth values, a failed query's parameters),
 * and errors are serialized before they are scrubbed.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): TLogger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gatling' },
    // formatters.log runs first and already makes errors plain; an error logged another way is made so here.
    serializers: { err: (err: unknown) => (err instanceof Error ? serializeError(err) : err) },
    formatters: { log: (object) => scrubLogValue(object) as Record<string, unknown> },
    hooks: {
      // The message string itself: a query string or a token typed into a log message.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>,
        );
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
