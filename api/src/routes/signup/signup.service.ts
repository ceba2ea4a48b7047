/**
 * Two-step signup (SPEC §4): email and name, a verification email, then the profile and password.
 * Step 2 is accepted only for the user whose link was opened in this browser (ARCHITECTURE.md):
 * the route checks a short-lived signed cookie set at verification, never the id in the address.
 */
import {
  defaultCompanyName,
  messages,
  type RegisterInput,
  type SignupStep1Input,
  type SignupStep2Input,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, hours, isoIn, isoNow, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../mail/mailer.js';
import { verificationEmail } from '../../mail/templates.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { signupRepository, type PayConfigDefaults } from './signup.repository.js';

export interface SignupDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export interface Verified {
  userId: string;
  /** True when the account already has a password (made by /api/auth/register). */
  profileComplete: boolean;
}

const isComplete = (row: UserRow) => row.passwordHash !== null && row.emailVerified === 1;

export function signupService({ db, mailer, appUrl }: SignupDeps) {
  const users = usersRepository(db);
  const repo = signupRepository(db);

  /** Creates or refreshes an unfinished account and emails it a new verification link. */
  async function startAccount(email: string, displayName: string, passwordHash: string | null) {
    const existing = await users.findByEmail(email);
    if (existing && isComplete(existing)) throw conflict(messages.emailTaken);
    const token = newToken();
    const now = isoNow();
    const changes = {
      displayName,
      verificationTokenHash: hashToken(token),
      verificationExpiresAt: isoIn(hours(24)),
      updatedAt: now,
      ...(passwordHash ? { passwordHash } : {}),
    };
    if (existing) await users.update(existing.id, changes);
    else await users.insert({ id: uuidv7(), email, passwordHash, createdAt: now, ...changes });
    const url = `${appUrl}/signup/step2?token=${encodeURIComponent(token)}`;
    await mailer.send(verificationEmail(email, displayName, url));
  }

  async function step1({ email, displayName }: SignupStep1Input): Promise<void> {
    await startAccount(email, displayName, null);
  }

  async function register({ email, displayName, password }: RegisterInput): Promise<void> {
    await startAccount(email, displayName, await hashPassword(password));
  }

  async function verifyEmail(token: string): Promise<Verified> {
    const hash = hashToken(token);
    const row = await users.findByVerificationHash(hash);
    if (!row || !row.verificationExpiresAt || row.verificationExpiresAt <= isoNow()) {
      throw badRequest(messages.invalidVerificationToken);
    }
    const now = isoNow();
    const spent = await users.consumeVerification(row.id, hash, {
      emailVerified: 1,
      updatedAt: now,
    });
    if (!spent) throw badRequest(messages.invalidVerificationToken);
    const profileComplete = row.passwordHash !== null;
    if (profileComplete)
      await repo.createAccountRows(row.id, await payDefaults(row.company), undefined, now);
    return { userId: row.id, profileComplete };
  }

  /** A new account's pay starts as its carrier's (or the generic default) with its preset period. */
  async function payDefaults(company: string | null, preset?: string): Promise<PayConfigDefaults> {
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

  /** `verifiedUserId` comes from the signed cookie, never from the request body. */
  async function step2(input: SignupStep2Input, verifiedUserId: string | null): Promise<void> {
    if (!verifiedUserId || verifiedUserId !== input.userId)
      throw forbidden(messages.verificationRequired);
    const row = await users.findById(verifiedUserId);
    if (!row || row.emailVerified !== 1) throw forbidden(messages.verificationRequired);
    if (row.passwordHash) throw conflict('This account is already set up. Please sign in.');
    const company = input.company === 'other' ? (input.customCompany ?? 'other') : input.company;
    const passwordHash = await hashPassword(input.password);
    const pay = await payDefaults(company, input.hirschbachAccount);
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

  return { step1, register, verifyEmail, step2 };
}
