/**
 * buildApp(config): the whole API as one Fastify instance. External plugins first, then app
 * plugins (database, mailer, sessions), then one encapsulated route plugin per area, then the
 * built web app with its SPA fallback.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@haulbook/sync-protocol';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import databasePlugin from './plugins/database.js';
import errorsPlugin from './plugins/errors.js';
import mailerPlugin from './plugins/mailer.js';
import sessionsPlugin from './plugins/sessions.js';
import syncMaintenance from './plugins/sync-maintenance.js';
import webPlugin from './plugins/web.js';
import authRoutes from './routes/auth/auth.routes.js';
import devRoutes from './routes/dev/dev.routes.js';
import extractionRoutes from './routes/extraction/extraction.routes.js';
import fuelRoutes from './routes/fuel/fuel.routes.js';
import healthRoutes from './routes/health/health.routes.js';
import loadsRoutes from './routes/loads/loads.routes.js';
import signupRoutes from './routes/signup/signup.routes.js';
import syncRoutes from './routes/sync/sync.routes.js';
import { sessionSecret } from './secrets.js';

export interface BuildOptions {
  /** PostgreSQL only: a schema of its own (the tests use one each). */
  searchPath?: string;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const secure = config.appUrl.startsWith('https://');
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(helmet, {
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
      },
    },
  });
  await app.register(cookie, { secret: sessionSecret(config.sessionSecret, config.dataDir) });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: messages.tooManyAttempts,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });

  await app.register(databasePlugin, {
    url: config.databaseUrl,
    ...(options.searchPath ? { searchPath: options.searchPath } : {}),
  });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  await app.register(sessionsPlugin, { secure });
  await app.register(syncMaintenance);

  const area = { appUrl: config.appUrl, rateLimit: config.authRateLimit, secure };
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth', ...area });
  await app.register(signupRoutes, { prefix: '/api', ...area });
  await app.register(loadsRoutes, { prefix: '/api/loads' });
  await app.register(fuelRoutes, { prefix: '/api/fuel', dataDir: config.dataDir });
  await app.register(syncRoutes, { prefix: '/api/sync' });
  await app.register(extractionRoutes, {
    prefix: '/api/extraction',
    webhookUrl: config.extractionWebhookUrl,
  });
  if (config.env !== 'production')
    await app.register(devRoutes, { prefix: '/api', dataDir: config.dataDir });

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
