// Long on purpose: every setting the server reads is declared here, with its default, bounds and
// why, and with the rules between settings, so one file is the whole list (nothing else reads process.env).
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './lib/repo-root';

/**
 * The repository root. Relative paths in the configuration (DATA_DIR, WEB_DIST_DIR) resolve against
 * it, never against the working directory: `npm start` and `npm run worker` run in different
 * folders and must open the same data.
 */
export { REPO_ROOT };

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce.number().min(0).optional(),
);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const isHttpUrl = (v: string) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol);

/** The presets whose address LLM_PRESET_BASE_URLS may change. */
export const PRESETS_WITH_ADDRESS = ['openai', 'anthropic', 'openrouter', 'groq'] as const;
export type TPresetWithAddress = (typeof PRESETS_WITH_ADDRESS)[number];

function parsePresetPair(pair: string): [TPresetWithAddress, string] | null {
  const at = pair.indexOf('=');
  const name = pair.slice(0, at).trim();
  const url = pair.slice(at + 1).trim();
  if (at < 0 || !(PRESETS_WITH_ADDRESS as readonly string[]).includes(name) || !isHttpUrl(url)) return null;
  return [name as TPresetWithAddress, url.replace(/\/+$/, '')];
}

/**
 * Every setting the server reads, parsed once at boot. Defaults are the embedded ones, so the
 * product starts with nothing set. Nothing outside this file reads process.env.
 */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * The interface to listen on: this machine only by default, so a quickstart is not open to the
     * network. Serving others: HOST=0.0.0.0 with PUBLIC_URL and NODE_ENV=production (README).
     */
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    PRODUCT_NAME: z.string().min(1).default('Gatling'),
    PRICE_MONTHLY_USD: z.coerce.number().positive().default(19),
    WAITLIST_URL: z.url().default('https://forms.gle/gatling-waitlist'),
    TEAM_EMAIL_DOMAIN: optionalString,
    AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Unset: e-mails land in the dev outbox; so production requires it unless DEMO_MODE is on. */
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Gatling <no-reply@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * How many reverse proxies stand in front of the server, each appending the address it was
     * reached from to X-Forwarded-For: the client is that many entries from the right (entries
     * further left are whatever the client wrote). 'true' means one proxy; 'false' or 0, none.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || /^(true|false|\d{1,2})?$/.test(v),
        'true, false, or the number of proxies in front of the server',
      )
      .transform((v) => (!v || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
    RATE_LIMIT_DISABLED: bool,
    /**
     * A demo server: the local stand-ins (the dev outbox for e-mail and SMS, the sandbox network for
     * X, and for Bluesky without BLUESKY_SERVICE_URL) may serve people in production too, and every
     * page says so. Off, production refuses to start without SMTP_URL, offers no phone sign-in and no
     * X without X API keys, and Bluesky is the public service unless BLUESKY_SERVICE_URL says otherwise.
     */
    DEMO_MODE: bool,
    WEB_DIST_DIR: optionalString,
    /** More origins (comma-separated) whose links and requests the sign-in accepts besides PUBLIC_URL. */
    TRUSTED_ORIGINS: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => v.split(',').every((o) => URL.canParse(o.trim()) && /^https?:/.test(o.trim())),
          'a comma-separated list of http(s) origins',
        )
        .optional(),
    ),
    TOKEN_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9+/_-]{43}=?$|^[0-9a-fA-F]{64}$/, '32 bytes, as 64 hex characters or base64')
        .optional(),
    ),
    /** Only for `npm run rotate-token-key`: the key to re-seal the stored tokens with. */
    NEW_TOKEN_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9+/_-]{43}=?$|^[0-9a-fA-F]{64}$/, '32 bytes, as 64 hex characters or base64')
        .optional(),
    ),
    X_API_KEY: optionalString,
    X_API_SECRET: optionalString,
    X_UNRESTRICTED_REPLIES: bool,
    X_API_BASE_URL: optionalString.pipe(z.url().optional()),
    SANDBOX_SEED: z.string().min(1).default('gatling'),
    /**
     * The Bluesky service accounts sign in at: the public one, or any PDS (a self-hoster's own, the
     * reference network in tests). Unset: https://bsky.social in production, and the sandbox
     * network's simulated Bluesky where stand-ins are allowed (decision 0067); set, always live.
     */
    BLUESKY_SERVICE_URL: optionalString.pipe(z.url().optional()),
    /** Most replies one user's account posts on Bluesky per day (UTC); later ones wait for the next day. */
    BLUESKY_DAILY_REPLY_CAP: z.coerce.number().int().min(1).max(1000).default(50),
    GOOGLE_SHEETS_BASE_URL: optionalString.pipe(z.url().default('https://docs.google.com')),
    GOOGLE_SHEETS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    STRIPE_API_BASE_URL: optionalString.pipe(z.url().optional()),
    /**
     * 'off': the server runs without subscriptions. Every user has every feature (no trial, no
     * paywall, no daily limit) and there is no checkout. 'on' (default): Stripe when
     * STRIPE_SECRET_KEY is set, otherwise, outside production only, the test-mode checkout.
     */
    BILLING: z.enum(['on', 'off']).default('on'),
    FREE_DAILY_INTERACTIONS: z.coerce.number().int().min(0).default(20),
    LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
    LLM_MODEL: optionalString,
    LLM_BASE_URL: optionalString.pipe(z.url().optional()),
    LLM_API_KEY: optionalString,
    /**
     * Where the users' presets send their calls, as `name=url` pairs (openai, anthropic, openrouter,
     * groq), e.g. through a proxy; each preset's own address otherwise.
     */
    LLM_PRESET_BASE_URLS: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => v.split(',').every((pair) => parsePresetPair(pair) !== null),
          'comma-separated name=url pairs, name one of openai, anthropic, openrouter, groq',
        )
        .optional(),
    ),
    /**
     * Addresses (comma-separated prefixes) users may point an OpenAI-compatible server at. Nothing
     * else is accepted but OLLAMA_URL's address, and loopback when LLM_ALLOW_LOOPBACK is on.
     */
    LLM_ALLOWED_BASE_URLS: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => v.split(',').every((u) => isHttpUrl(u.trim())),
          'a comma-separated list of http(s) addresses',
        )
        .optional(),
    ),
    /**
     * Users may point an OpenAI-compatible server at this machine's own addresses (localhost,
     * 127.0.0.0/8, [::1], 0.0.0.0, in any spelling): for the one user of a laptop running vLLM or
     * llama.cpp beside the server. Off by default in every NODE_ENV: on a server many people use, it
     * lets them reach its admin ports and local databases.
     */
    LLM_ALLOW_LOOPBACK: bool,
    /** The machine's Ollama, offered to users with its models; 'off' turns the discovery off. */
    OLLAMA_URL: optionalString.pipe(
      z
        .string()
        .refine((v) => v === 'off' || isHttpUrl(v), 'an http(s) address, or off')
        .default('http://127.0.0.1:11434'),
    ),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** Override the price table (integrations/llm/model-prices.ts) for the configured model. */
    LLM_INPUT_USD_PER_MTOK: optionalNumber,
    LLM_OUTPUT_USD_PER_MTOK: optionalNumber,
    /** X pay-per-use prices (US dollars): what analytics charge each platform call. */
    X_PRICE_POST_READ_USD: z.coerce.number().min(0).default(0.005),
    X_PRICE_OWN_POST_READ_USD: z.coerce.number().min(0).default(0.001),
    X_PRICE_USER_READ_USD: z.coerce.number().min(0).default(0.01),
    X_PRICE_POST_CREATE_USD: z.coerce.number().min(0).default(0.015),
    X_PRICE_POST_CREATE_WITH_LINK_USD: z.coerce.number().min(0).default(0.2),
    /** 'inline': this process also runs the background jobs; 'off': a separate `npm run worker` does. */
    WORKER: z.enum(['inline', 'off']).default('inline'),
    /** Minutes between automatic monitoring runs per user (0 turns them off). */
    MONITOR_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
    /** Most drafts one monitoring run adds to a user's review stack. */
    MONITOR_MAX_DRAFTS_PER_RUN: z.coerce.number().int().min(1).max(100).default(20),
    /** Seconds between approving a reply and its earliest publication (time to take it back). */
    PUBLISH_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
    /** Least seconds between two of a user's publications, so replies do not go out in a burst. */
    PUBLISH_MIN_GAP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(90),
    /**
     * Minutes after publishing of a reply's first outcome reading (then 24 h and 7 days). Unset: 60
     * on X, 5 on the sandbox network, so a fresh start has figures to show within minutes; 0 reads
     * right after publishing (demos and browser tests).
     */
    OUTCOME_FIRST_READ_MINUTES: optionalNumber.pipe(z.number().int().min(0).max(1440).optional()),
    /**
     * Seconds between two reads of a connected account's inbox (answers, mentions, quotes). Unset:
     * 60 on the sandbox network, 120 on Bluesky, 900 on X (its mentions timeline is billed per post).
     */
    CONVERSATIONS_READ_SECONDS: optionalNumber.pipe(z.number().int().min(1).max(86_400).optional()),
    /**
     * Seconds after a user's first reply on the sandbox network goes out before its post's author
     * answers it (so a fresh start shows the whole conversation loop). Unset: 2 to 4 minutes.
     */
    SANDBOX_FIRST_ANSWER_SECONDS: optionalNumber.pipe(z.number().int().min(0).max(86_400).optional()),
    /** Attempts at posting one reply before it is marked failed. */
    PUBLISH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (Boolean(c.X_API_KEY) !== Boolean(c.X_API_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['X_API_SECRET'],
        message: 'X_API_KEY and X_API_SECRET must be set together',
      });
    }
    if (c.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!c[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when STRIPE_SECRET_KEY is set' });
        }
      }
    }
    // The test-mode checkout grants trials without payment: in production anyone could take a free plan.
    if (c.NODE_ENV === 'production' && c.BILLING === 'on' && !c.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'required in production: set STRIPE_SECRET_KEY (with STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET), ' +
          'or BILLING=off to run without subscriptions (every user gets every feature)',
      });
    }
    // The dev outbox holds sign-up and reset links where only the server's machine can read them:
    // in production nobody could confirm an account.
    if (c.NODE_ENV === 'production' && !c.SMTP_URL && !c.DEMO_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'required in production: set SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465) so sign-up, ' +
          'sign-in and password-reset e-mails reach people, or DEMO_MODE=true to run a demo server whose ' +
          'e-mails land in the dev outbox (every page then says it is a demo)',
      });
    }
    if (c.BILLING === 'off' && c.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'must be unset when BILLING=off (nothing is charged then); to charge with Stripe, remove BILLING=off',
      });
    }
    if (c.LLM_PROVIDER !== 'offline' && !c.LLM_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: `required when LLM_PROVIDER is ${c.LLM_PROVIDER}`,
      });
    }
    if ((c.LLM_PROVIDER === 'openai' || c.LLM_PROVIDER === 'anthropic') && !c.LLM_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_API_KEY'],
        message: `required when LLM_PROVIDER is ${c.LLM_PROVIDER}`,
      });
    }
    if (c.LLM_PROVIDER === 'openai-compatible' && !c.LLM_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message:
          'required when LLM_PROVIDER is openai-compatible (e.g. http://localhost:11434/v1 for Ollama)',
      });
    }
    if (c.NODE_ENV === 'production' && !c.TOKEN_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TOKEN_ENCRYPTION_KEY'],
        message: 'required in production (32 bytes as 64 hex characters or base64)',
      });
    }
    if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'required in production (at least 32 characters)',
      });
    }
  });

/** Where Bluesky accounts sign in when BLUESKY_SERVICE_URL is not set and Bluesky is live. */
export const DEFAULT_BLUESKY_SERVICE_URL = 'https://bsky.social';

export type TConfig = Omit<z.infer<typeof ZConfig>, 'BLUESKY_SERVICE_URL'> & {
  /** BLUESKY_SERVICE_URL, or the public service when it is not set. */
  BLUESKY_SERVICE_URL: string;
  /**
   * The operator set BLUESKY_SERVICE_URL: Bluesky is live there. Unset, Bluesky is the sandbox
   * network's simulated one where stand-ins are allowed (decision 0067), the public service otherwise.
   */
  blueskyServiceUrlSet: boolean;
  /** Absolute data folder (DATA_DIR against the repository root). */
  dataDir: string;
  /** Absolute folder of the built web app (WEB_DIST_DIR against the repository root, or apps/web/dist). */
  webDistDir: string;
  /** Where the product is reached from a browser; links in e-mails point here. */
  publicUrl: string;
  googleEnabled: boolean;
  devOutbox: boolean;
  /**
   * The local stand-ins (the dev outbox for e-mail and SMS, the sandbox network for X and Bluesky)
   * may serve people: outside production, or with DEMO_MODE. Otherwise a service without its real
   * implementation is off (phone sign-in, X), live at its public address (Bluesky) or refused at
   * start (e-mail).
   */
  standInsAllowed: boolean;
  /**
   * Origins the sign-in trusts for redirects (reset and magic links) and browser requests:
   * PUBLIC_URL and TRUSTED_ORIGINS; outside production also any port on localhost and 127.0.0.1.
   */
  trustedOrigins: string[];
  /**
   * X API keys are set: the live X provider runs; otherwise the sandbox network does where stand-ins
   * are allowed, and X is not configured where they are not.
   */
  xEnabled: boolean;
  /** The Ollama users may draft with (no trailing slash), or null when OLLAMA_URL is off. */
  ollamaUrl: string | null;
  /** LLM_ALLOWED_BASE_URLS, one address each. */
  llmAllowedBaseUrls: string[];
  /** LLM_PRESET_BASE_URLS: the presets sent elsewhere than their own address. */
  llmPresetBaseUrls: Partial<Record<TPresetWithAddress, string>>;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const extra = (c.TRUSTED_ORIGINS ?? '').split(',').filter((o) => o.trim() !== '');
  return {
    ...c,
    BLUESKY_SERVICE_URL: c.BLUESKY_SERVICE_URL ?? DEFAULT_BLUESKY_SERVICE_URL,
    blueskyServiceUrlSet: c.BLUESKY_SERVICE_URL !== undefined,
    dataDir: path.resolve(REPO_ROOT, c.DATA_DIR),
    webDistDir: path.resolve(REPO_ROOT, c.WEB_DIST_DIR ?? 'apps/web/dist'),
    publicUrl,
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...extra.map((o) => new URL(o.trim()).origin),
      ...(c.NODE_ENV === 'production' ? [] : ['http://localhost:*', 'http://127.0.0.1:*']),
    ],
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    devOutbox: !c.SMTP_URL,
    standInsAllowed: c.NODE_ENV !== 'production' || c.DEMO_MODE,
    xEnabled: Boolean(c.X_API_KEY && c.X_API_SECRET),
    ollamaUrl: c.OLLAMA_URL === 'off' ? null : c.OLLAMA_URL.replace(/\/+$/, ''),
    llmAllowedBaseUrls: (c.LLM_ALLOWED_BASE_URLS ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter((u) => u !== ''),
    llmPresetBaseUrls: Object.fromEntries(
      (c.LLM_PRESET_BASE_URLS ?? '')
        .split(',')
        .filter((pair) => pair.trim() !== '')
        .flatMap((pair) => {
          const parsed = parsePresetPair(pair);
          return parsed ? [parsed] : [];
        }),
    ),
  };
}
