/**
 * Configuration from the environment (ARCHITECTURE.md, Configuration). Every variable is optional;
 * a bad value stops the server with one line naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalUrl = optionalText.pipe(z.url({ error: 'must be a URL' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .default('sqlite:./data/haulbook.db')
    .refine(
      (v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v),
      'must start with sqlite: or postgres://',
    ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  APP_URL: optionalUrl,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Haulbook <no-reply@haulbook.local>'),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  STRIPE_PRICE_LIFETIME: optionalText,
  STRIPE_API_BASE: optionalUrl,
  EXTRACTION_WEBHOOK_URL: optionalUrl,
});

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string | undefined;
  /** Where the built web app is; served with an SPA fallback when it exists. */
  webDist: string;
  /** Attempts per IP per window on login, signup, forgot-password and email-only sign-in. */
  authRateLimit: RateLimit;
  /** Where photos go to be read (SPEC §7); unset: the device reads them itself. */
  extractionWebhookUrl: string | undefined;
  logLevel: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    authRateLimit: { max: 10, timeWindow: 60_000 },
    extractionWebhookUrl: e.EXTRACTION_WEBHOOK_URL,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : 'info',
  };
}
