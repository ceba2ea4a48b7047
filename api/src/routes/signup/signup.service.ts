/**
 * Two-step signup (docs/product.md §4): email and name, a verification email, then the profile and password.
 * Step 2 is accepted only for the user whose link was opened in this browser (docs/architecture.md):
 * the route checks a short-lived signed cookie set at verification, never the id in the address.
 */
import {
  defaultCompanyName,
  messages,
  type RegisterInput,
  type SignupStep1Input,
  type SignupStep2Input,
  type SignupVerification,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { PasswordCost } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, hours, isoIn, isoNow, newToken } from '../../lib/tokens.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { accountExistsEmail, verificationEmail } from '../../mail/templates.js';
import { usersRepository } from '../../repositories/users.repository.js';
import {
  signupRepository,
  type PayConfigDefaults,
  type SignupRepository,
} from './signup.repository.js';

export interface SignupDeps {
  db: Db;
  mailQueue: MailQueue;
  appUrl: string;
  passwordHashing: PasswordCost;
}

export interface Verified {
  userId: string;
  /**
   * Always false: a password is only ever chosen at step 2, so an address being verified has no
   * account to sign in to yet. Kept because clients read it (docs/product.md §7's verify-email answer).
   */
  profileComplete: false;
}

const isComplete = (row: UserRow) => row.passwordHash !== null && row.emailVerified === 1;

/** A new account's pay starts as its carrier's (or the generic default) with its preset period. */
export async function payDefaults(
  repo: SignupRepository,
  company: string | null,
  preset?: string,
): Promise<PayConfigDefaults> {
  const known = company ? await repo.findCompany(company) : undefined;
  const pay = known ?? (await repo.findCompany(defaultCompanyName));
  const period = preset && company ? await repo.findPreset(company, preset) : undefined;
  return {
    payType: pay?.payType ?? 'mileage',
    ...(pay ? { tier1RateMilli: pay.baseRateMilli } : {}),
    payPeriod: period?.payPeriod ?? pay?.defaultPayPeriod ?? 'weekly',
    payPeriodStartDay: period?.payPeriodStartDay ?? pay?.defaultPayPeriodStartDay ?? 'monday',
  };
}

export function signupService({ db, mailQueue, appUrl, passwordHashing }: SignupDeps) {
  const users = usersRepository(db);
  const repo = signupRepository(db);

  /**
   * Step 1 and register only queue the email; the account is looked at after the reply. A new
   * address gets an unfinished account and a verification link; an unfinished one a new link and
   * nothing else; a finished one a note to its owner. No password is set or replaced here.
   */
  async function composeSignup(email: string, payload: Record<string, string>) {
    const existing = await users.findByEmail(email);
    if (existing && isComplete(existing))
      return accountExistsEmail(email, `${appUrl}/forgot-password`);
    const token = newToken();
    const now = isoNow();
    const link = {
      verificationTokenHash: hashToken(token),
      verificationExpiresAt: isoIn(hours(24)),
      updatedAt: now,
    };
    if (existing) await users.update(existing.id, link);
    else {
      const displayName = payload.displayName ?? null;
      await users.insert({
        id: uuidv7(),
        email,
        passwordHash: null,
        displayName,
        createdAt: now,
        ...link,
      });
    }
    return verificationEmail(email, `${appUrl}/signup/step2?token=${encodeURIComponent(token)}`);
  }
  mailQueue.register('signup', composeSignup);

  async function step1({ email, displayName }: SignupStep1Input): Promise<void> {
    await mailQueue.enqueue('signup', email, { displayName });
  }

  /** A one-screen signup: the password is checked here but chosen again at step 2. */
  async function register({ email, displayName, password }: RegisterInput): Promise<void> {
    assertAcceptablePassword(password);
    await mailQueue.enqueue('signup', email, { displayName });
  }

  async function verifyEmail(token: string): Promise<Verified> {
    const hash = hashToken(token);
    const row = await users.findByVerificationHash(hash);
    if (!row || !row.verificationExpiresAt || row.verificationExpiresAt <= isoNow()) {
      throw badRequest(messages.invalidVerificationToken);
    }
    const spent = await users.consumeVerification(row.id, hash, {
      emailVerified: 1,
      updatedAt: isoNow(),
    });
    if (!spent) throw badRequest(messages.invalidVerificationToken);
    return { userId: row.id, profileComplete: false };
  }

  /** `verifiedUserId` comes from the signed cookie, never from the request body. */
  async function step2(input: SignupStep2Input, verifiedUserId: string | null): Promise<void> {
    if (!verifiedUserId || verifiedUserId !== input.userId)
      throw forbidden(messages.verificationRequired);
    const row = await users.findById(verifiedUserId);
    if (!row || row.emailVerified !== 1) throw forbidden(messages.verificationRequired);
    if (row.passwordHash) throw conflict('This account is already set up. Please sign in.');
    const company = input.company === 'other' ? (input.customCompany ?? 'other') : input.company;
    assertAcceptablePassword(input.password);
    const passwordHash = await hashPassword(input.password, passwordHashing);
    const pay = await payDefaults(repo, company, input.hirschbachAccount);
    const now = isoNow();
    await db.transaction().execute(async (trx) => {
      await usersRepository(trx).update(row.id, {
        phone: input.phone,
        company,
        passwordHash,
        updatedAt: now,
      });
      await signupRepository(trx).createAccountRows(row.id, pay, input.timeZone, now);
    });
  }

  /**
   * What step 2 may do with this browser's proof. A lapsed one names its unfinished account's
   * address, so a fresh link goes there in one tap (step 1's per-address limit applies to it).
   */
  async function verification(
    proof: { userId: string; until: number } | null,
  ): Promise<SignupVerification> {
    const row = proof ? await users.findById(proof.userId) : undefined;
    if (!proof || !row || row.emailVerified !== 1 || isComplete(row)) return { status: 'none' };
    if (proof.until > Date.now())
      return {
        status: 'verified',
        userId: row.id,
        expiresAt: new Date(proof.until).toISOString(),
      };
    return { status: 'lapsed', email: row.email, displayName: row.displayName ?? row.email };
  }

  return { step1, register, verifyEmail, step2, verification };
}
