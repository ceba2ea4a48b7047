/**
 * The driver's own account (docs/product.md §5 Profile, §7 Profile): name, phone and company change at once;
 * a new email address changes only when that address opens the link mailed to it (the mail goes
 * out from the queue, after the reply, and the reply is the same whether or not the address is
 * taken, docs/architecture.md Abuse). A password changes only with the current one, under the one
 * policy, and signs out every other device.
 */
import {
  messages,
  profileMessages,
  type ChangePasswordInput,
  type UpdateProfile,
} from '@haulbook/sync-protocol';
import type { PasswordCost } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, hours, isoIn, isoNow, newToken } from '../../lib/tokens.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { emailChangeEmail } from '../../mail/templates.js';
import { sessionsRepository } from '../../repositories/sessions.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { profileRepository } from './profile.repository.js';

export interface ProfileDeps {
  db: Db;
  mailQueue: MailQueue;
  appUrl: string;
  passwordHashing: PasswordCost;
}

export function profileService({ db, mailQueue, appUrl, passwordHashing }: ProfileDeps) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const profile = profileRepository(db);

  async function owner(userId: string) {
    const row = await users.findById(userId);
    if (!row) throw unauthorized(messages.notSignedIn);
    return row;
  }

  /** PATCH /api/profile: the new email, if any, is only recorded and mailed a link. */
  async function update(userId: string, input: UpdateProfile): Promise<string | null> {
    const row = await owner(userId);
    const now = isoNow();
    await users.update(userId, {
      displayName: input.displayName,
      phone: input.phone ?? null,
      company: input.company ?? null,
      updatedAt: now,
    });
    if (input.email === row.email) return null;
    await profile.saveEmailChange(userId, input.email, isoIn(hours(24)), now);
    await mailQueue.enqueue('email-change', input.email, { userId });
    return input.email;
  }

  async function changesEmail(userId: string, email: string): Promise<boolean> {
    return (await owner(userId)).email !== email;
  }

  /**
   * The emailed link: the address becomes the account's, unless it was taken meanwhile. The
   * account that changed, if it did.
   */
  async function confirmEmail(token: string): Promise<string | undefined> {
    const change = await profile.takeEmailChange(hashToken(token), isoNow());
    if (!change || (await users.findByEmail(change.newEmail))) return undefined;
    await users.update(change.userId, {
      email: change.newEmail,
      emailVerified: 1,
      updatedAt: isoNow(),
    });
    return change.userId;
  }

  /** Keeps `keepSessionId`, the device that asked; every other one is signed out. */
  async function changePassword(
    userId: string,
    input: ChangePasswordInput,
    keepSessionId: string | null,
  ): Promise<void> {
    const row = await owner(userId);
    const matches = row.passwordHash
      ? await verifyPassword(input.currentPassword, row.passwordHash)
      : false;
    // 400, not 401: a mistyped password must not sign this device out.
    if (!matches) throw badRequest(profileMessages.currentPasswordWrong);
    assertAcceptablePassword(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword, passwordHashing);
    await users.update(userId, { passwordHash, updatedAt: isoNow() });
    await sessions.deleteOthers(userId, keepSessionId);
  }

  async function setPhotoUrl(userId: string, profileImageUrl: string): Promise<void> {
    await users.update(userId, { profileImageUrl, updatedAt: isoNow() });
  }

  async function signOutEverywhere(userId: string): Promise<void> {
    await sessions.deleteForUser(userId);
  }

  /** Deleting an account is confirmed by typing its email exactly. */
  async function confirmDeletion(userId: string, typedEmail: string): Promise<void> {
    const row = await owner(userId);
    if (typedEmail !== row.email) throw badRequest(profileMessages.deleteConfirmMismatch);
  }

  mailQueue.register('email-change', async (address, payload) => {
    const userId = payload.userId ?? '';
    const change = await profile.findEmailChange(userId);
    // Nothing to send when the request was replaced, or the address already has an account.
    if (change?.newEmail !== address || (await users.findByEmail(address))) return null;
    const token = newToken();
    await profile.setEmailChangeToken(userId, hashToken(token));
    const url = `${appUrl}/api/profile/confirm-email?token=${encodeURIComponent(token)}`;
    return emailChangeEmail(address, url);
  });

  return {
    changesEmail,
    update,
    confirmEmail,
    changePassword,
    setPhotoUrl,
    signOutEverywhere,
    confirmDeletion,
  };
}
export type ProfileService = ReturnType<typeof profileService>;
