import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('runs with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/haulbook.db',
      appUrl: 'http://localhost:3000',
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1', ['10.0.0.0/8', '::1']],
  ])('believes X-Forwarded-For only from the proxies TRUST_PROXY=%s names', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with sqlite: or postgres://',
    ],
    [{ APP_URL: 'not a url' }, 'Invalid configuration: APP_URL must be a URL'],
    [
      { SMTP_URL: 'http://mail' },
      'Invalid configuration: SMTP_URL must start with smtp:// or smtps://',
    ],
    [
      { TRUST_PROXY: 'true' },
      'Invalid configuration: TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid configuration: TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses',
    ],
    [
      { SESSION_SECRET: 'short' },
      'Invalid configuration: SESSION_SECRET must be at least 32 characters',
    ],
    [{ FILE_STORE: 'nfs' }, 'Invalid configuration: FILE_STORE must be disk or s3'],
    [{ FILE_STORE: 's3' }, 'Invalid configuration: S3_BUCKET must be set with FILE_STORE=s3'],
    [
      { S3_BUCKET: 'haulbook' },
      'Invalid configuration: FILE_STORE must be s3 when S3_BUCKET is set',
    ],
    [
      { FILE_STORE: 's3', S3_BUCKET: 's3://haulbook' },
      'Invalid configuration: S3_BUCKET must be a bucket name, not a URL',
    ],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'haulbook', S3_ENDPOINT: 'minio:9000' },
      'Invalid configuration: S3_ENDPOINT must start with http:// or https://',
    ],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'haulbook', S3_ACCESS_KEY_ID: 'key' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID',
    ],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'haulbook', S3_SECRET_ACCESS_KEY: 'secret' },
      'Invalid configuration: S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY',
    ],
    [
      { FILE_STORE: 's3', S3_BUCKET: 'haulbook', S3_FORCE_PATH_STYLE: 'yes' },
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false',
    ],
  ])('stops on %j with one line naming the variable', (env, line) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(line));
  });

  it('takes payments in demo mode without a Stripe key, and for real with one', () => {
    expect(loadConfig({}).payments).toMatchObject({ mode: 'demo', publishableKey: undefined });
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_a',
      STRIPE_PRICE_LIFETIME: 'price_l',
    }).payments;
    expect(stripe).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_1',
      prices: { monthly: 'price_m', annual: 'price_a', lifetime: 'price_l' },
    });
  });

  it('stops when a Stripe key comes without its prices or webhook secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new ConfigError(
        'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
      ),
    );
  });

  it('keeps files on disk unless FILE_STORE=s3 names a bucket', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'haulbook' }).fileStore).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'haulbook',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [undefined, true],
    ['false', false],
  ])(
    'puts the bucket in the path of its own service unless S3_FORCE_PATH_STYLE=%s',
    (style, pathStyle) => {
      const config = loadConfig({
        FILE_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'haulbook',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: style,
      }).fileStore;
      expect(config).toEqual({
        kind: 's3',
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'haulbook',
        region: 'eu-central-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: pathStyle,
      });
    },
  );

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '', APP_URL: '' }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_REGION: '' }).fileStore).toMatchObject(
      {
        region: 'us-east-1',
      },
    );
  });
});
