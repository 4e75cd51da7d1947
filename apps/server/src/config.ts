import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/**
 * Every setting the server reads, parsed once at boot. Defaults are the embedded ones, so the
 * product starts with nothing set. Nothing outside this file reads process.env.
 */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
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
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Gatling <no-reply@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool,
    RATE_LIMIT_DISABLED: bool,
    WEB_DIST_DIR: optionalString,
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
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

export type TConfig = z.infer<typeof ZConfig> & {
  /** Absolute data folder. */
  dataDir: string;
  /** Where the product is reached from a browser; links in e-mails point here. */
  publicUrl: string;
  googleEnabled: boolean;
  devOutbox: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    devOutbox: !c.SMTP_URL,
  };
}
