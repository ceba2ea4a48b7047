/**
 * Cookie sessions stored in the database (ARCHITECTURE.md, Sessions and auth), so any number of
 * API processes can serve them. The cookie holds a random token; the table holds its hash.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@haulbook/sync-protocol';
import { unauthorized } from '../lib/errors.js';
import { days, hashToken, isoIn, isoNow, newToken } from '../lib/tokens.js';
import { sessionsRepository } from '../repositories/sessions.repository.js';

export const sessionCookie = 'hb_session';
const lifetime = days(60);
/** A session used with less than this left is pushed out to a full lifetime again. */
const renewBelow = days(30);

declare module 'fastify' {
  interface FastifyInstance {
    signIn(reply: FastifyReply, userId: string): Promise<void>;
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    userId: string | null;
    sessionId: string | null;
  }
}

export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    const sessions = sessionsRepository(app.db);
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

    app.decorateRequest('userId', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (!token) return;
      const id = hashToken(token);
      const session = await sessions.find(id);
      const now = isoNow();
      if (!session || session.expiresAt <= now) {
        reply.clearCookie(sessionCookie, cookieOptions);
        return;
      }
      request.userId = session.userId;
      request.sessionId = id;
      if (Date.parse(session.expiresAt) - Date.now() < renewBelow) {
        await sessions.extend(id, isoIn(lifetime));
        reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: lifetime / 1000 });
      }
    });

    app.decorate('signIn', async (reply: FastifyReply, userId: string) => {
      const token = newToken();
      await sessions.create(hashToken(token), userId, isoNow(), isoIn(lifetime));
      reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: lifetime / 1000 });
    });

    app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionId) await sessions.delete(request.sessionId);
      reply.clearCookie(sessionCookie, cookieOptions);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.userId) throw unauthorized(messages.notSignedIn);
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
