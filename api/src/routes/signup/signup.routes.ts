import {
  signupStep1Schema,
  signupStep2Schema,
  signupVerificationSchema,
  successResponseSchema,
  verifyEmailQuerySchema,
} from '@haulbook/sync-protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { hours, minutes } from '../../lib/tokens.js';
import { perAddress, type AccountAreaOptions } from '../account-area.js';
import { signupService } from './signup.service.js';

/** Proof, signed with SESSION_SECRET, that this browser opened the verification link. */
const verifiedCookie = 'hb_signup';
const verifiedFor = minutes(30);
/**
 * The cookie outlives the proof, as long as the emailed link would have: a driver called to the dock
 * comes back to a page that can say the proof lapsed and send a fresh link to the same address.
 */
const proofRemembered = hours(24);

const signup: FastifyPluginAsyncZod<AccountAreaOptions> = async (app, opts) => {
  const service = signupService({ ...opts, db: app.db, mailQueue: app.mailQueue });
  const cookieOptions = {
    path: '/api/signup',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secure,
    signed: true,
  };

  /** The proof in this browser's cookie, lapsed or not; null when absent or forged. */
  function proofOf(request: FastifyRequest): { userId: string; until: number } | null {
    const raw = request.cookies[verifiedCookie];
    if (!raw) return null;
    const { valid, value } = request.unsignCookie(raw);
    if (!valid || !value) return null;
    const [userId, until] = value.split('|');
    return userId ? { userId, until: Number(until) } : null;
  }

  function verifiedUserId(request: FastifyRequest): string | null {
    const proof = proofOf(request);
    return proof && proof.until > Date.now() ? proof.userId : null;
  }

  function markVerified(reply: FastifyReply, userId: string) {
    reply.setCookie(verifiedCookie, `${userId}|${Date.now() + verifiedFor}`, {
      ...cookieOptions,
      maxAge: proofRemembered / 1000,
    });
  }

  app.post(
    '/signup/step1',
    {
      config: { rateLimit: opts.rateLimit },
      preHandler: perAddress(app, opts.emailLimit, 'signup'),
      schema: { body: signupStep1Schema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await service.step1(request.body);
      return { success: true, message: 'Verification email sent' };
    },
  );

  app.get(
    '/verify-email',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        querystring: verifyEmailQuerySchema,
        response: { 200: z.object({ userId: z.string(), profileComplete: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const verified = await service.verifyEmail(request.query.token);
      await app.endOtherSessions(request, verified.userId);
      if (!verified.profileComplete) markVerified(reply, verified.userId);
      return verified;
    },
  );

  app.get(
    '/signup/verification',
    {
      config: { rateLimit: opts.rateLimit },
      schema: { response: { 200: signupVerificationSchema } },
    },
    async (request) => service.verification(proofOf(request)),
  );

  app.post(
    '/signup/step2',
    { schema: { body: signupStep2Schema, response: { 200: successResponseSchema } } },
    async (request, reply) => {
      await service.step2(request.body, verifiedUserId(request));
      await app.endOtherSessions(request, request.body.userId);
      reply.clearCookie(verifiedCookie, cookieOptions);
      return { success: true, message: 'Your account is ready' };
    },
  );
};

export default signup;
