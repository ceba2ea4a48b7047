/**
 * A fleet of signed-in, subscribed drivers for `pnpm bench:scale`, seeded straight into the
 * database: an account, a plan in force and a session each, as the signup, payment and sign-in
 * calls leave them. Two hundred real sign-ins would trip the sign-in limits, which is not what the
 * bench measures.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../api/src/db/database.js';
import { hashToken, newToken } from '../../api/src/lib/tokens.js';
import { sessionCookie } from '../../api/src/plugins/sessions.js';

export interface FleetDriver {
  userId: string;
  cookie: string;
}

export async function seedFleet(db: Db, count: number): Promise<FleetDriver[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const drivers = Array.from({ length: count }, () => ({
    userId: randomUUID(),
    token: newToken(),
  }));
  await db
    .insertInto('users')
    .values(
      drivers.map(({ userId }, i) => ({
        id: userId,
        email: `driver-${i}-${userId.slice(0, 8)}@fleet.test`,
        passwordHash: null,
        displayName: `Driver ${i}`,
        phone: '5551234567',
        company: 'landstar',
        profileImageUrl: null,
        emailVerified: 1,
        verificationTokenHash: null,
        verificationExpiresAt: null,
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        subscriptionStatus: 'active',
        subscriptionTier: 'monthly',
        subscriptionPriceId: 'demo_monthly',
        subscriptionLapsedAt: null,
        trialEndsAt: null,
        isBlocked: 0,
        dashboardSeenAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values(
      drivers.map(({ userId, token }) => ({
        id: hashToken(token),
        userId,
        createdAt: now,
        expiresAt: expires,
      })),
    )
    .execute();
  return drivers.map(({ userId, token }) => ({
    userId,
    cookie: `${sessionCookie}=${token}`,
  }));
}
