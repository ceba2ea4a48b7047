/**
 * Cookie sessions stored in the database (docs/architecture.md, Sessions and auth), so any number of
 * API processes can serve them. The cookie holds a random token; the table holds its hash.
 * A session ends after 30 days unused or 90 days after its sign-in, whichever comes first, when
 * its account is blocked, and when the same browser signs in again. A driver offline for longer
 * keeps working on the device and signs in again when back; the outbox waits for that.
 *
 * Proving an account's mailbox (verifying it, setting its first password, a reset, a new email)
 * ends every other session of the account: one opened before the proof may be anyone's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@haulbook/sync-protocol';
import { unauthorized } from '../lib/errors.js';
import { days, hashToken, isoNow, newToken } from '../lib/tokens.js';
import { sessionsRepository } from '../repositories/sessions.repository.js';

export const sessionCookie = 'hb_session';
export const idleLifetime = days(30);
export const absoluteLifetime = days(90);
/** The idle deadline is written again at most once a day, not on every request. */
const renewAfter = days(1);

declare module 'fastify' {
  interface FastifyInstance {
    signIn(reply: FastifyReply, userId: string): Promise<void>;
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireUser(request: FastifyRequest): Promise<void>;
    /** Ends every session of `userId` but this request's own, if it is that account's. */
    endOtherSessions(request: FastifyRequest, userId: string): Promise<void>;
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
      const now = Date.now();
      const endsAt = session
        ? Math.min(Date.parse(session.expiresAt), Date.parse(session.createdAt) + absoluteLifetime)
        : 0;
      if (!session || endsAt <= now || session.isBlocked === 1) {
        if (session?.isBlocked === 1) await sessions.deleteForUser(session.userId);
        reply.clearCookie(sessionCookie, cookieOptions);
        return;
      }
      request.userId = session.userId;
      request.sessionId = id;
      const idleDeadline = Math.min(
        now + idleLifetime,
        Date.parse(session.createdAt) + absoluteLifetime,
      );
      if (idleDeadline - Date.parse(session.expiresAt) > renewAfter) {
        await sessions.extend(id, new Date(idleDeadline).toISOString());
      }
    });

    /** Starts a session; one this browser already had ends (no two sessions per cookie). */
    app.decorate('signIn', async (reply: FastifyReply, userId: string) => {
      if (reply.request.sessionId) await sessions.delete(reply.request.sessionId);
      const token = newToken();
      const now = isoNow();
      await sessions.create(
        hashToken(token),
        userId,
        now,
        new Date(Date.now() + idleLifetime).toISOString(),
      );
      reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: absoluteLifetime / 1000 });
    });

    app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.sessionId) await sessions.delete(request.sessionId);
      reply.clearCookie(sessionCookie, cookieOptions);
    });

    app.decorate('endOtherSessions', async (request: FastifyRequest, userId: string) => {
      await sessions.deleteOthers(userId, request.userId === userId ? request.sessionId : null);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.userId) throw unauthorized(messages.notSignedIn);
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
