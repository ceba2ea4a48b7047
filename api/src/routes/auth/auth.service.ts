/**
 * Sign-in, password reset and email-only sign-in links. Nothing here reveals whether an address
 * has an account or a subscription (docs/architecture.md, Abuse): a sign-in checks a password against
 * a decoy for unknown addresses and counts failures per address either way; reset and sign-in
 * links are only queued in the request, and composed after the reply by the mail queue, where the
 * account is looked up. Email-only sign-in never signs anyone in from an address alone.
 *
 * Invariant: no session on an address before its mailbox is proven. A one-time sign-in link goes
 * only to the address itself, so spending one proves the mailbox: an account never proven before
 * (made by a purchase while signed out) is marked verified then, and every session it had ends.
 */
import {
  messages,
  weekSettingsOf,
  type CurrentUser,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
} from '@haulbook/sync-protocol';
import type { PasswordCost, SignInLockout } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.js';
import { hashToken, hours, isoIn, isoNow, minutes, newToken } from '../../lib/tokens.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { passwordResetEmail, purchaseSignInEmail, signInLinkEmail } from '../../mail/templates.js';
import { sessionsRepository } from '../../repositories/sessions.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { isPaying, toCurrentUser } from './current-user.js';
import { signInThrottle } from './sign-in-throttle.js';

export interface AuthDeps {
  db: Db;
  mailQueue: MailQueue;
  appUrl: string;
  passwordHashing: PasswordCost;
  signInLockout: SignInLockout;
}

const blockedMessage = 'This account is blocked. Please contact support.';
/** The purpose of every sign-in token: a link mailed to the account's address. */
const linkPurpose = 'email_link';

/** Users as /api/auth/me gives them; the page the server draws for a driver reads them too. */
export function currentUsers(db: Db) {
  const users = usersRepository(db);
  async function present(row: UserRow): Promise<CurrentUser> {
    return toCurrentUser(row, weekSettingsOf(await users.periodSettings(row.id)));
  }
  async function currentUser(userId: string): Promise<CurrentUser> {
    const row = await users.findById(userId);
    if (!row) throw unauthorized(messages.notSignedIn);
    return present(row);
  }
  return { present, currentUser };
}

export function authService({ db, mailQueue, appUrl, passwordHashing, signInLockout }: AuthDeps) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const throttle = signInThrottle(db, signInLockout);
  const decoy = decoyHash(passwordHashing);
  const { present, currentUser } = currentUsers(db);

  /** A password kept at an older cost is stored again at today's, now that we have it. */
  async function upgradeHash(row: UserRow & { passwordHash: string }, password: string) {
    if (!needsRehash(row.passwordHash, passwordHashing)) return;
    const passwordHash = await hashPassword(password, passwordHashing);
    await users.update(row.id, { passwordHash, updatedAt: isoNow() });
  }

  async function login({ email, password }: LoginInput): Promise<CurrentUser> {
    await throttle.check(email);
    const row = await users.findByEmail(email);
    const matches = await verifyPassword(password, row?.passwordHash ?? (await decoy));
    if (!row?.passwordHash || !matches) {
      await throttle.failed(email);
      throw unauthorized(messages.invalidCredentials);
    }
    await throttle.clear(email);
    if (row.emailVerified !== 1) throw forbidden(messages.notVerified);
    if (row.isBlocked === 1) throw forbidden(blockedMessage);
    await upgradeHash({ ...row, passwordHash: row.passwordHash }, password);
    return present(row);
  }

  async function forgotPassword({ email }: ForgotPasswordInput): Promise<void> {
    await mailQueue.enqueue('password-reset', email);
  }

  /** Sets the new password, spends the token and signs out every device of the account. */
  async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
    assertAcceptablePassword(password);
    const hash = hashToken(token);
    const row = await users.findByResetHash(hash);
    if (!row || !row.passwordResetExpiresAt || row.passwordResetExpiresAt <= isoNow()) {
      throw badRequest(messages.invalidResetToken);
    }
    const passwordHash = await hashPassword(password, passwordHashing);
    const spent = await users.consumeReset(row.id, hash, { passwordHash, updatedAt: isoNow() });
    if (!spent) throw badRequest(messages.invalidResetToken);
    await sessions.deleteForUser(row.id);
    await throttle.clear(row.email);
  }

  async function emailSignInLink(email: string): Promise<void> {
    await mailQueue.enqueue('sign-in-link', email);
  }

  /**
   * A one-time link token; issuing one voids the user's older unused ones. Only ever mailed to the
   * account's own address: that is what makes spending it a proof of the mailbox.
   */
  async function issueLinkToken(userId: string, ttl: number): Promise<string> {
    const token = newToken();
    const now = isoNow();
    await sessions.voidSignInTokens(userId, linkPurpose, now);
    await sessions.createSignInToken({
      tokenHash: hashToken(token),
      userId,
      purpose: linkPurpose,
      createdAt: now,
      expiresAt: isoIn(ttl),
    });
    return token;
  }

  /**
   * Spends an emailed link's token and names whom it signs in. The first proof of an account's
   * mailbox verifies it and ends every session it had (see the header).
   */
  async function tokenLogin(authToken: string): Promise<CurrentUser> {
    const userId = await sessions.consumeSignInToken(hashToken(authToken), linkPurpose, isoNow());
    const row = userId ? await users.findById(userId) : undefined;
    if (!row) throw unauthorized(messages.invalidSignInLink);
    if (row.isBlocked === 1) throw forbidden(blockedMessage);
    if (row.emailVerified !== 1) {
      await users.update(row.id, { emailVerified: 1, updatedAt: isoNow() });
      await sessions.deleteForUser(row.id);
    }
    return present(row);
  }

  mailQueue.register('password-reset', async (address) => {
    const row = await users.findByEmail(address);
    if (!row?.passwordHash) return null;
    const token = newToken();
    await users.update(row.id, {
      passwordResetTokenHash: hashToken(token),
      passwordResetExpiresAt: isoIn(hours(1)),
      updatedAt: isoNow(),
    });
    return passwordResetEmail(
      row.email,
      `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
    );
  });

  mailQueue.register('sign-in-link', async (address) => {
    const row = await users.findByEmail(address);
    // No verified-email check: the link goes to the address itself, and an account made by a
    // purchase before signing in (never verified) signs in exactly this way.
    if (!row || row.isBlocked === 1 || !isPaying(row)) return null;
    const token = await issueLinkToken(row.id, minutes(15));
    return signInLinkEmail(row.email, `${appUrl}/login?token=${encodeURIComponent(token)}`);
  });

  // A plan bought signed out (subscription.service.ts): the link is the buyer's way in.
  mailQueue.register('purchase-sign-in', async (address) => {
    const row = await users.findByEmail(address);
    if (!row || row.isBlocked === 1) return null;
    const token = await issueLinkToken(row.id, hours(24));
    return purchaseSignInEmail(row.email, `${appUrl}/login?token=${encodeURIComponent(token)}`);
  });

  return {
    currentUser,
    login,
    forgotPassword,
    resetPassword,
    emailSignInLink,
    tokenLogin,
  };
}
export type AuthService = ReturnType<typeof authService>;
