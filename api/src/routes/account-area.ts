/** What the account routes (auth and signup) share: their options and the per-address limit. */
import { messages } from '@haulbook/sync-protocol';
import type { FastifyInstance } from 'fastify';
import type { RateLimit, PasswordCost, SignInLockout } from '../config.js';

export interface AccountAreaOptions {
  appUrl: string;
  secure: boolean;
  /** Per IP, on every account call. */
  rateLimit: RateLimit;
  /** Per address, on every call that owes an email. */
  emailLimit: RateLimit;
  signInLockout: SignInLockout;
  passwordHashing: PasswordCost;
}

/**
 * The kinds of account email, each limited per address on its own. 'signup' is asked for by the
 * signup itself (step 1, register); 'account' by everything an existing account might want (a
 * reset, a sign-in link, an email change, a purchase's sign-in link). Kept apart so a driver's own
 * signup never spends what the other calls allow: an address that signed up this hour answers
 * those calls exactly as an address with no account (docs/architecture.md's Abuse rule).
 */
export type AccountEmail = 'signup' | 'account';

/** A preHandler: at most `limit` emails of `kind` to the body's address, whichever call asks. */
export function perAddress(app: FastifyInstance, limit: RateLimit, kind: AccountEmail) {
  return app.limitPer(
    `account-email:${kind}`,
    (request) => (request.body as { email: string }).email,
    limit,
    messages.tooManyEmails,
  );
}
