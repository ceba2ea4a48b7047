/**
 * Rate limits that hold across API processes: @fastify/rate-limit with its counters in the
 * database. A route limits itself per IP with `config: { rateLimit }`; `app.limitPer` adds a
 * limit on what the request names (an address, an account), checked after validation.
 * The client IP is the socket's unless TRUST_PROXY names the proxies to believe.
 */
import rateLimit from '@fastify/rate-limit';
import { messages } from '@haulbook/sync-protocol';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../config.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../lib/errors.js';
import { rateLimitsRepository } from '../repositories/rate-limits.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler allowing `limit.max` calls per window for each value `keyOf` names. */
    limitPer(
      name: string,
      keyOf: (request: FastifyRequest) => string,
      limit: RateLimit,
      message: string,
    ): preHandlerAsyncHookHandler;
  }
}

/** What @fastify/rate-limit really passes to child(): the route's merged limit options. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store @fastify/rate-limit counts in: one namespace per route, counters in the database. */
function databaseStore(db: Db) {
  const counters = rateLimitsRepository(db);
  return class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`${this.namespace}${key}`, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: resetAt - Date.now() }),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const route = (options as ChildOptions).routeInfo;
      return new DatabaseStore(options, route?.url ? `${String(route.method)} ${route.url}|` : '');
    }
  };
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, messages.tooManyAttempts),
    });

    app.decorate(
      'limitPer',
      (
        name: string,
        keyOf: (request: FastifyRequest) => string,
        limit: RateLimit,
        message: string,
      ) => {
        const check = app.createRateLimit({
          keyGenerator: (request) => `${name}:${keyOf(request)}`,
          max: limit.max,
          timeWindow: limit.timeWindow,
        });
        return async (request, reply) => {
          const result = await check(request);
          if (result.isAllowed || !result.isExceeded) return;
          reply.header('retry-after', result.ttlInSeconds);
          throw new HttpError(429, message);
        };
      },
    );
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
