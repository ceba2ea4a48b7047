/**
 * Sign-in, password reset and email-only sign-in links. Email-only sign-in never signs anyone in
 * from an address alone (ARCHITECTURE.md): it emails a one-time link, and the answer is the same
 * whether or not the address has an account, so nobody can probe who subscribes.
 */
import {
  messages,
  type CurrentUser,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
} from '@haulbook/sync-protocol';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, hours, isoIn, isoNow, minutes, newToken } from '../../lib/tokens.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetEmail, signInLinkEmail } from '../../mail/templates.js';
import { sessionsRepository } from '../../repositories/sessions.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { isPaying, toCurrentUser } from './current-user.js';
import type { UserRow } from '../../db/schema.js';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export function authService({ db, mailer, appUrl }: AuthDeps) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);

  async function present(row: UserRow): Promise<CurrentUser> {
    return toCurrentUser(row, await users.periodSettings(row.id));
  }

  async function currentUser(userId: string): Promise<CurrentUser> {
    const row = await users.findById(userId);
    if (!row) throw unauthorized(messages.notSignedIn);
    return present(row);
  }

  async function login({ email, password }: LoginInput): Promise<CurrentUser> {
    const row = await users.findByEmail(email);
    const matches = await verifyPassword(password, row?.passwordHash ?? decoyHash);
    if (!row || !row.passwordHash || !matches) throw unauthorized(messages.invalidCredentials);
    if (row.emailVerified !== 1) throw forbidden(messages.notVerified);
    if (row.isBlocked === 1) throw forbidden('This account is blocked. Please contact support.');
    return present(row);
  }

  async function forgotPassword({ email }: ForgotPasswordInput): Promise<void> {
    const row = await users.findByEmail(email);
    if (!row?.passwordHash) return;
    const token = newToken();
    await users.update(row.id, {
      passwordResetTokenHash: hashToken(token),
      passwordResetExpiresAt: isoIn(hours(1)),
      updatedAt: isoNow(),
    });
    const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(passwordResetEmail(row.email, url));
  }

  /** Sets the new password, spends the token and signs out every device of the account. */
  async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
    const hash = hashToken(token);
    const row = await users.findByResetHash(hash);
    if (!row || !row.passwordResetExpiresAt || row.passwordResetExpiresAt <= isoNow()) {
      throw badRequest(messages.invalidResetToken);
    }
    const passwordHash = await hashPassword(password);
    const spent = await users.consumeReset(row.id, hash, { passwordHash, updatedAt: isoNow() });
    if (!spent) throw badRequest(messages.invalidResetToken);
    await sessions.deleteForUser(row.id);
  }

  async function emailSignInLink(email: string): Promise<void> {
    const row = await users.findByEmail(email);
    if (!row || row.emailVerified !== 1 || row.isBlocked === 1) return;
    if (!isPaying(row)) return;
    const token = await issueSignInToken(row.id, 'email_link', minutes(15));
    await mailer.send(
      signInLinkEmail(row.email, `${appUrl}/login?token=${encodeURIComponent(token)}`),
    );
  }

  async function issueSignInToken(userId: string, purpose: string, ttl: number): Promise<string> {
    const token = newToken();
    await sessions.createSignInToken({
      tokenHash: hashToken(token),
      userId,
      purpose,
      createdAt: isoNow(),
      expiresAt: isoIn(ttl),
    });
    return token;
  }

  /** Spends a one-time token (emailed link or checkout authToken) and names whom it signs in. */
  async function tokenLogin(authToken: string): Promise<CurrentUser> {
    const userId = await sessions.consumeSignInToken(hashToken(authToken), isoNow());
    if (!userId) throw unauthorized(messages.invalidSignInLink);
    return currentUser(userId);
  }

  return {
    currentUser,
    login,
    forgotPassword,
    resetPassword,
    emailSignInLink,
    issueSignInToken,
    tokenLogin,
  };
}
export type AuthService = ReturnType<typeof authService>;
