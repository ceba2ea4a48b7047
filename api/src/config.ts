/**
 * Configuration from the environment (docs/architecture.md, Configuration). Every variable is optional;
 * a bad value stops the server with one line naming the variable.
 */
import net from 'node:net';
import path from 'node:path';
import { defaultStorageQuotaBytes, type PaymentMode, type PlanId } from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import type { FileStoreConfig } from './lib/open-file-store.js';
import type { PasswordCost } from './lib/passwords.js';
import { hours, minutes } from './lib/tokens.js';
import './lib/zod-locale.js';

const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((v) => (v ? v : undefined)),
);

const optionalUrl = z.pipe(optionalText, z.optional(z.url({ error: 'must be a URL' })));

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

const hopCount = /^\d{1,2}$/;

/** Unset: no proxy is believed. A hop count, or the proxies' addresses (CIDR ranges allowed). */
const trustProxySchema = z.pipe(
  optionalText.check(
    z.refine(
      (v) =>
        v === undefined ||
        hopCount.test(v) ||
        v.split(',').every((e) => isAddressOrRange(e.trim())),
      'must be a hop count or a comma-separated list of proxy addresses',
    ),
  ),
  z.transform((v): false | number | string[] => {
    if (v === undefined) return false;
    return hopCount.test(v) ? Number(v) : v.split(',').map((e) => e.trim());
  }),
);

const portMessage = 'must be a port number';

const s3Schema = {
  FILE_STORE: z._default(z.enum(['disk', 's3'], { error: 'must be disk or s3' }), 'disk'),
  S3_ENDPOINT: z.pipe(
    optionalText,
    z.optional(
      z.string().check(z.regex(/^https?:\/\/[^/]/, 'must start with http:// or https://')),
    ),
  ),
  S3_BUCKET: z.pipe(
    optionalText,
    z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a bucket name, not a URL')),
    ),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.pipe(
    optionalText,
    z.optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  ),
};

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(
    z.coerce
      .number({ error: portMessage })
      .check(z.int(portMessage), z.minimum(0, portMessage), z.maximum(65535, portMessage)),
    3000,
  ),
  HOST: z._default(z.string().check(z.trim(), z.minLength(1)), '127.0.0.1'),
  DATABASE_URL: z
    ._default(z.string().check(z.trim()), 'sqlite:./data/haulbook.db')
    .check(
      z.refine(
        (v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v),
        'must start with sqlite: or postgres://',
      ),
    ),
  DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1)), './data'),
  APP_URL: optionalUrl,
  SMTP_URL: z.pipe(
    optionalText,
    z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  ),
  MAIL_FROM: z._default(
    z.string().check(z.trim(), z.minLength(3)),
    'Haulbook <no-reply@haulbook.local>',
  ),
  SESSION_SECRET: z.pipe(
    optionalText,
    z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  STRIPE_PRICE_LIFETIME: optionalText,
  STRIPE_API_BASE: optionalUrl,
  EXTRACTION_WEBHOOK_URL: optionalUrl,
  TRUST_PROXY: trustProxySchema,
  ...s3Schema,
  STORAGE_QUOTA_MB: z.optional(
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .check(z.int('must be a whole number of megabytes'), z.minimum(1, 'must be at least 1')),
  ),
});

type Env = z.infer<typeof envSchema>;

/** With a secret key, card payments are real: every price and the webhook secret must be set too. */
const stripeNeeds = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
  'STRIPE_PRICE_LIFETIME',
] as const;

type Issue = { path: [string]; message: string };

function stripeIssues(env: Env): Issue[] {
  if (!env.STRIPE_SECRET_KEY) return [];
  return stripeNeeds
    .filter((name) => !env[name])
    .map((name) => ({ path: [name], message: 'must be set with STRIPE_SECRET_KEY' }));
}

/** A bucket needs FILE_STORE=s3 and the other way round; a key id goes with its secret. */
function s3Issues(env: Env): Issue[] {
  const issues: Issue[] = [];
  const s3 = env.FILE_STORE === 's3';
  if (s3 && !env.S3_BUCKET)
    issues.push({ path: ['S3_BUCKET'], message: 'must be set with FILE_STORE=s3' });
  // Files would otherwise stay on each machine's disk while the operator believes them shared.
  if (!s3 && env.S3_BUCKET)
    issues.push({ path: ['FILE_STORE'], message: 'must be s3 when S3_BUCKET is set' });
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    issues.push({ path: ['S3_SECRET_ACCESS_KEY'], message: 'must be set with S3_ACCESS_KEY_ID' });
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID)
    issues.push({ path: ['S3_ACCESS_KEY_ID'], message: 'must be set with S3_SECRET_ACCESS_KEY' });
  return issues;
}

const checkedEnv = envSchema.check(
  z.superRefine((env, ctx) => {
    for (const issue of [...stripeIssues(env), ...s3Issues(env)])
      ctx.addIssue({ code: 'custom', ...issue });
  }),
);

export interface PaymentsConfig {
  /** demo: no STRIPE_SECRET_KEY; plans are activated locally and no card is charged. */
  mode: PaymentMode;
  secretKey: string | undefined;
  /** Unset with a secret key: checkout happens on Stripe's hosted page instead of the embedded form. */
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** The provider's price id of each plan (demo_<plan> in demo mode). */
  prices: Record<PlanId, string>;
  /** Another host for the Stripe SDK (a test double). */
  apiBase: string | undefined;
}

function paymentsConfig(e: Env): PaymentsConfig {
  const stripe = e.STRIPE_SECRET_KEY !== undefined;
  return {
    mode: stripe ? 'stripe' : 'demo',
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: stripe ? e.STRIPE_PUBLISHABLE_KEY : undefined,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: {
      monthly: (stripe && e.STRIPE_PRICE_MONTHLY) || 'demo_monthly',
      annual: (stripe && e.STRIPE_PRICE_ANNUAL) || 'demo_annual',
      lifetime: (stripe && e.STRIPE_PRICE_LIFETIME) || 'demo_lifetime',
    },
    apiBase: e.STRIPE_API_BASE,
  };
}

function fileStoreConfig(e: Env): FileStoreConfig {
  if (e.FILE_STORE === 'disk' || !e.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    // The region S3-compatible services answer to when they have no other.
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Unset: the bucket goes in the path for a service of one's own (S3_ENDPOINT), which most
    // answer only that way, and in the host name on AWS, which prefers it.
    forcePathStyle: e.S3_FORCE_PATH_STYLE
      ? e.S3_FORCE_PATH_STYLE === 'true'
      : e.S3_ENDPOINT !== undefined,
  };
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface SignInLockout {
  /** Failures in a row that lock the account (or the unknown address). */
  failures: number;
  lockMs: number;
  /** From this many failures in a row, each next guess waits backoffMs, doubling each time. */
  backoffAfter: number;
  backoffMs: number;
}

export type { PasswordCost };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  /** Where uploaded files are kept: on disk under dataDir, or in an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string | undefined;
  /** Where the built web app is; served with an SPA fallback when it exists. */
  webDist: string;
  /** Which proxies' X-Forwarded-For is believed: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  /** Attempts per IP per window on login, signup, forgot-password and email-only sign-in. */
  authRateLimit: RateLimit;
  /** Verification, reset and sign-in emails per address per window, whoever asks. */
  accountEmailLimit: RateLimit;
  /** Reports of a failed screen per IP per window (POST /api/client-errors). */
  clientErrorLimit: RateLimit;
  signInLockout: SignInLockout;
  /** Argon2id's cost for new hashes; older hashes are upgraded at the next sign-in. */
  passwordHashing: PasswordCost;
  /** Requests one signed-in user may have running at once in a process, and waiting behind them. */
  fairShare: { perUser: number; maxWaiting: number };
  /** The first wait before a failed email is sent again (it doubles with each failure). */
  mailRetryMs: number;
  /** A request must arrive whole within requestTimeout; a silent connection closes after connectionTimeout. */
  requestTimeout: number;
  connectionTimeout: number;
  /** Where photos go to be read (docs/product.md §7); unset: the device reads them itself. */
  extractionWebhookUrl: string | undefined;
  /** What one driver may keep in uploaded files (documents and receipts together). */
  storageQuotaBytes: number;
  payments: PaymentsConfig;
  logLevel: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = checkedEnv.safeParse(env);
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
    fileStore: fileStoreConfig(e),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: e.TRUST_PROXY,
    authRateLimit: { max: 10, timeWindow: minutes(1) },
    accountEmailLimit: { max: 3, timeWindow: hours(1) },
    clientErrorLimit: { max: 20, timeWindow: minutes(1) },
    signInLockout: { failures: 10, lockMs: minutes(15), backoffAfter: 5, backoffMs: 1000 },
    // OWASP Password Storage Cheat Sheet, its first choice: Argon2id, 19 MiB, 2 passes, 1 lane.
    passwordHashing: { memoryKiB: 19_456, passes: 2, parallelism: 1 },
    mailRetryMs: 30_000,
    // A device's sync engine makes one call at a time; a second running call of the same driver
    // only competes with other drivers (pnpm bench:fairness).
    fairShare: { perUser: 1, maxWaiting: 64 },
    requestTimeout: 120_000,
    connectionTimeout: 30_000,
    extractionWebhookUrl: e.EXTRACTION_WEBHOOK_URL,
    storageQuotaBytes: e.STORAGE_QUOTA_MB
      ? e.STORAGE_QUOTA_MB * 1024 * 1024
      : defaultStorageQuotaBytes,
    payments: paymentsConfig(e),
    logLevel: e.NODE_ENV === 'test' ? 'silent' : 'info',
  };
}
