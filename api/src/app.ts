/**
 * buildApp(config): the whole API as one Fastify instance. External plugins first, then app
 * plugins (database, mailer, sessions), then one encapsulated route plugin per area, then the
 * built web app with its SPA fallback.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { makePrivateDir } from './lib/private-files.js';
import { openFileStore } from './lib/open-file-store.js';
import { userFiles } from './lib/user-files.js';
import { redactUrl } from './lib/redact.js';
import './lib/zod-locale.js';
import bodyShapePlugin from './plugins/body-shape.js';
import csrfPlugin from './plugins/csrf.js';
import databasePlugin from './plugins/database.js';
import errorsPlugin from './plugins/errors.js';
import fairSharePlugin from './plugins/fair-share.js';
import mailQueuePlugin from './plugins/mail-queue.js';
import mailerPlugin from './plugins/mailer.js';
import maintenancePlugin from './plugins/maintenance.js';
import noStorePlugin from './plugins/no-store.js';
import rateLimitsPlugin from './plugins/rate-limits.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import sessionsPlugin from './plugins/sessions.js';
import webPlugin from './plugins/web.js';
import { syncedAreas } from './routes/areas.js';
import authRoutes from './routes/auth/auth.routes.js';
import { currentUsers } from './routes/auth/auth.service.js';
import { usersRepository } from './repositories/users.repository.js';
import { isoNow } from './lib/tokens.js';
import clientErrorsRoutes from './routes/client-errors/client-errors.routes.js';
import dashboardRoutes from './routes/dashboard/dashboard.routes.js';
import profitRoutes from './routes/profit/profit.routes.js';
import devRoutes from './routes/dev/dev.routes.js';
import extractionRoutes from './routes/extraction/extraction.routes.js';
import healthRoutes from './routes/health/health.routes.js';
import profileRoutes from './routes/profile/profile.routes.js';
import signupRoutes from './routes/signup/signup.routes.js';
import subscriptionRoutes from './routes/subscription/subscription.routes.js';
import syncRoutes from './routes/sync/sync.routes.js';
import { sessionSecret } from './secrets.js';

export interface BuildOptions {
  /** PostgreSQL only: a schema of its own (the tests use one each). */
  searchPath?: string;
  /** Where log lines go instead of stdout (the tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify refuses a bare hop count (a client that reaches the
 * server directly could claim any address), so a count becomes "the first n hops are ours": set it
 * only when the server is reachable through the proxies alone.
 */
function proxyTrust(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const secure = config.appUrl.startsWith('https://');
  makePrivateDir(config.dataDir);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A body that trickles in is cut off, and so is a connection that goes silent.
    requestTimeout: config.requestTimeout,
    connectionTimeout: config.connectionTimeout,
    http: {
      headersTimeout: Math.min(15_000, config.requestTimeout),
      connectionsCheckingInterval: Math.min(1000, config.requestTimeout / 4),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // The embedded Payment Element loads Stripe.js and its frames from Stripe (their CSP guide).
  const stripe: Record<string, string[]> = config.payments.publishableKey
    ? {
        'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
        'frame-src': [
          'https://js.stripe.com',
          'https://*.js.stripe.com',
          'https://hooks.stripe.com',
        ],
        'connect-src': ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
      }
    : {};
  await app.register(securityHeadersPlugin, {
    hsts: secure,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // On-device OCR compiles tesseract's WebAssembly core (served from our origin); this allows
        // compiling WebAssembly only, never eval of JavaScript.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'"],
        'upgrade-insecure-requests': secure ? [] : null,
        ...stripe,
      },
    },
  });
  // Replies over 1 KB go out brotli or gzip compressed when the client accepts it: a first sync on
  // a weak signal moves a fraction of the bytes.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(csrfPlugin, { appUrl: config.appUrl });
  await app.register(noStorePlugin);
  await app.register(bodyShapePlugin);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });

  await app.register(databasePlugin, {
    url: config.databaseUrl,
    ...(options.searchPath ? { searchPath: options.searchPath } : {}),
  });
  // The cookie secret may live in the database (secrets.ts), so cookies come after it.
  await app.register(cookie, { secret: await sessionSecret(config.sessionSecret, app.db) });
  await app.register(rateLimitsPlugin);
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  await app.register(mailQueuePlugin, { retryMs: config.mailRetryMs });
  await app.register(sessionsPlugin, { secure });
  await app.register(fairSharePlugin, config.fairShare);
  // Every file a driver keeps, in one store under one storage quota.
  const files = userFiles(
    openFileStore(config.fileStore, config.dataDir),
    config.storageQuotaBytes,
  );
  app.addHook('onClose', async () => files.close());
  const areaDeps = { db: app.db, files, mailQueue: app.mailQueue };
  syncedAreas.registerMail(areaDeps);
  await app.register(maintenancePlugin, { keptFiles: syncedAreas.keptFiles(areaDeps) });

  const area = {
    appUrl: config.appUrl,
    secure,
    rateLimit: config.authRateLimit,
    emailLimit: config.accountEmailLimit,
    signInLockout: config.signInLockout,
    passwordHashing: config.passwordHashing,
  };
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(clientErrorsRoutes, {
    prefix: '/api/client-errors',
    rateLimit: config.clientErrorLimit,
  });
  await app.register(authRoutes, { prefix: '/api/auth', ...area });
  await app.register(signupRoutes, { prefix: '/api', ...area });
  await app.register(subscriptionRoutes, { prefix: '/api', ...area, payments: config.payments });
  // Every route below this scope's hook answers 401 to a request without a signed-in session.
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.requireUser);
    for (const { prefix, routes } of syncedAreas.areas)
      await signedIn.register(routes, { prefix, files });
    await signedIn.register(dashboardRoutes, { prefix: '/api/dashboard' });
    await signedIn.register(profitRoutes, { prefix: '/api/profit' });
    await signedIn.register(syncRoutes, {
      prefix: '/api/sync',
      tables: syncedAreas.tables,
      writes: syncedAreas.writes(areaDeps),
    });
    await signedIn.register(extractionRoutes, {
      prefix: '/api/extraction',
      webhookUrl: config.extractionWebhookUrl,
    });
  });
  await app.register(profileRoutes, {
    prefix: '/api/profile',
    ...area,
    files,
    payments: config.payments,
    tables: syncedAreas.tables,
  });
  if (config.env !== 'production')
    await app.register(devRoutes, { prefix: '/api', dataDir: config.dataDir });

  await app.register(webPlugin, {
    webDist: config.webDist,
    currentUser: currentUsers(app.db).currentUser,
    markSeen: (userId) => usersRepository(app.db).markDashboardSeen(userId, isoNow()),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
