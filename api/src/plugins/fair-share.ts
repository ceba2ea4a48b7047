/**
 * One driver's heavy history never slows another's (docs/architecture.md, performance budgets). Node
 * runs one request's JavaScript at a time, so a driver who opens ten connections for big pulls
 * would otherwise put ten requests ahead of everyone else's. Here a signed-in user has at most
 * `perUser` requests running in this process; the others wait their turn in order (they cost no
 * CPU while they wait), and past `maxWaiting` a request is turned away with 503 and Retry-After.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.js';

interface Lane {
  running: number;
  waiting: (() => void)[];
}

const busyMessage = 'Too many requests at once. Please try again in a moment.';

export default fp<{ perUser: number; maxWaiting: number }>(
  async (app, { perUser, maxWaiting }) => {
    const lanes = new Map<string, Lane>();
    const holding = new WeakSet<FastifyRequest>();
    const waitingFor = new WeakMap<FastifyRequest, () => void>();

    function release(request: FastifyRequest) {
      if (!holding.delete(request) || !request.userId) return;
      const lane = lanes.get(request.userId)!;
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) lanes.delete(request.userId);
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!request.userId) return;
      const lane = lanes.get(request.userId) ?? { running: 0, waiting: [] };
      lanes.set(request.userId, lane);
      if (lane.running < perUser) lane.running++;
      else if (lane.waiting.length >= maxWaiting) {
        reply.header('retry-after', 1);
        throw new HttpError(503, busyMessage);
      } else {
        await new Promise<void>((resolve) => {
          lane.waiting.push(resolve);
          waitingFor.set(request, resolve);
        });
        waitingFor.delete(request);
      }
      holding.add(request);
    });
    app.addHook('onResponse', async (request) => release(request));
    // A client that gives up while waiting leaves the queue; one that gives up running frees its slot.
    app.addHook('onRequestAbort', async (request) => {
      const turn = waitingFor.get(request);
      const lane = request.userId ? lanes.get(request.userId) : undefined;
      if (!turn || !lane) return release(request);
      lane.waiting.splice(lane.waiting.indexOf(turn), 1);
      waitingFor.delete(request);
    });
  },
  { name: 'fair-share', dependencies: ['sessions'] },
);
