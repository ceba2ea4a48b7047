/**
 * Failed sign-ins per address (docs/architecture.md, Abuse), counted whether or not the address has an
 * account, so the answers reveal nothing. After `backoffAfter` failures in a row each next guess
 * waits, doubling; after `failures` the address is locked for `lockMs`. The owner can still reset
 * the password by email, which clears the streak, as does a right password.
 */
import { messages } from '@haulbook/sync-protocol';
import type { SignInLockout } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import { signInFailuresRepository } from '../../repositories/sign-in-failures.repository.js';

export class TooManySignIns extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export function signInThrottle(db: Db, rule: SignInLockout) {
  const failures = signInFailuresRepository(db);

  function waitAfter(count: number): number {
    if (count >= rule.failures) return rule.lockMs;
    if (count >= rule.backoffAfter) return rule.backoffMs * 2 ** (count - rule.backoffAfter);
    return 0;
  }

  return {
    /** Throws 429 while the address must wait (a back-off or the lock). */
    async check(email: string): Promise<void> {
      const row = await failures.find(email);
      const wait = row ? Date.parse(row.retryAt) - Date.now() : 0;
      if (!row || wait <= 0) return;
      const locked = row.failures >= rule.failures;
      throw new TooManySignIns(
        locked ? messages.accountLocked : messages.tooManyAttempts,
        Math.ceil(wait / 1000),
      );
    },
    async failed(email: string): Promise<void> {
      const count = await failures.add(email, isoNow(), rule.failures);
      const wait = waitAfter(count);
      if (wait > 0) await failures.setRetryAt(email, new Date(Date.now() + wait).toISOString());
    },
    clear: (email: string) => failures.clear(email),
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
