/** What the account routes (auth and signup) share: their options and the per-address limit. */
import { messages } from '@haulbook/sync-protocol';
import type { FastifyInstance } from 'fastify';
import type { RateLimit, ScryptCost, SignInLockout } from '../config.js';

export interface AccountAreaOptions {
  appUrl: string;
  secure: boolean;
  /** Per IP, on every account call. */
  rateLimit: RateLimit;
  /** Per address, on every call that owes an email. */
  emailLimit: RateLimit;
  signInLockout: SignInLockout;
  passwordHashing: ScryptCost;
}

/** A preHandler: at most `limit` account emails to the body's address, whichever call asks. */
export function perAddress(app: FastifyInstance, limit: RateLimit) {
  return app.limitPer(
    'account-email',
    (request) => (request.body as { email: string }).email,
    limit,
    messages.tooManyEmails,
  );
}
