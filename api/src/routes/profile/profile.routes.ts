/**
 * The profile and account calls (docs/product.md §7 Profile, and the account actions of issue 12): PATCH
 * /api/profile, the photo, the email-change link, password change, sign-out everywhere, the
 * export of everything the driver owns and the deletion of the account.
 */
import {
  changePasswordSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  maxProfilePhotoBytes,
  profileMessages,
  storageUsageSchema,
  successResponseSchema,
  updateProfileResponseSchema,
  updateProfileSchema,
} from '@haulbook/sync-protocol';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { PaymentsConfig, RateLimit, PasswordCost } from '../../config.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { readMultipart } from '../../lib/multipart.js';
import { isoNow } from '../../lib/tokens.js';
import type { UserFiles } from '../../lib/user-files.js';
import { sessionCookie } from '../../plugins/sessions.js';
import type { SyncedTableRegistration } from '../../sync/synced-table.js';
import { perAddress } from '../account-area.js';
import { stripeClient } from '../subscription/stripe-provider.js';
import { accountService, type CancelPlan } from './account.service.js';
import { profilePhotoStore } from './profile-photos.js';
import { profileService } from './profile.service.js';

export interface ProfileOptions {
  appUrl: string;
  secure: boolean;
  /** The drivers' file store: the photo is kept there, and what it holds is shown. */
  files: UserFiles;
  passwordHashing: PasswordCost;
  /** Per address, on every call that owes an email (an email change). */
  emailLimit: RateLimit;
  payments: PaymentsConfig;
  tables: readonly SyncedTableRegistration[];
}

/** A recurring Stripe plan is cancelled with the account; demo plans and one-time buys have none. */
function planCanceller(payments: PaymentsConfig): CancelPlan | undefined {
  if (payments.mode !== 'stripe') return undefined;
  const stripe = stripeClient(payments);
  return async (id) => {
    if (id.startsWith('sub_')) await stripe.subscriptions.cancel(id);
  };
}

/** The one file of the multipart upload, at most 2 MB (docs/product.md §5), or a 400/413 with the product's words. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(profileMessages.photoType);
  const part = await request.file({ limits: { fileSize: maxProfilePhotoBytes - 1, files: 1 } });
  if (!part || part.fieldname !== 'profileImage') throw badRequest(profileMessages.photoType);
  return part.toBuffer().catch((error: FastifyError) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, profileMessages.photoSize);
    throw error;
  });
}

const profile: FastifyPluginAsyncZod<ProfileOptions> = async (app, opts) => {
  const service = profileService({ ...opts, db: app.db, mailQueue: app.mailQueue });
  const account = accountService({ ...opts, db: app.db, cancelPlan: planCanceller(opts.payments) });
  const photos = profilePhotoStore(opts.files);
  const emailLimited = perAddress(app, opts.emailLimit, 'account');
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secure,
  };

  // The link from the email: whoever opens it proves the new mailbox, signed in or not.
  app.get(
    '/confirm-email',
    { schema: { querystring: confirmEmailChangeSchema } },
    async (request, reply) => {
      const changed = await service.confirmEmail(request.query.token);
      if (changed) await app.endOtherSessions(request, changed);
      return reply.redirect(`/profile?email=${changed ? 'changed' : 'invalid'}`);
    },
  );

  await app.register(async (scope) => {
    const mine = scope.withTypeProvider<ZodTypeProvider>();
    mine.addHook('onRequest', app.requireUser);

    mine.patch(
      '/',
      {
        schema: { body: updateProfileSchema, response: { 200: updateProfileResponseSchema } },
        // A new address owes it an email: the same per-address limit as every account email.
        preHandler: async function (request, reply) {
          if (await service.changesEmail(request.userId!, request.body.email))
            await emailLimited.call(this, request, reply);
        },
      },
      async (request) => ({
        success: true as const,
        pendingEmail: await service.update(request.userId!, request.body),
      }),
    );

    mine.post(
      '/upload-image',
      { schema: { response: { 200: z.object({ profileImageUrl: z.string() }) } } },
      async (request) => {
        const bytes = await readMultipart(() => readPhoto(request));
        await photos.save(request.userId!, bytes);
        // A new address each time, so no cache shows the old face.
        const profileImageUrl = `/api/profile/image?v=${Date.now()}`;
        await service.setPhotoUrl(request.userId!, profileImageUrl);
        return { profileImageUrl };
      },
    );

    mine.get(
      '/storage',
      { schema: { response: { 200: storageUsageSchema } } },
      async (request) => ({
        usedBytes: await opts.files.usage(request.userId!),
        quotaBytes: opts.files.quotaBytes,
      }),
    );

    mine.get('/image', async (request, reply) => {
      const found = await photos.find(request.userId!);
      if (!found) throw notFound('No profile photo');
      reply.type(found.mime).header('Cache-Control', 'private, max-age=31536000, immutable');
      return reply.send(found.body);
    });

    mine.post(
      '/password',
      { schema: { body: changePasswordSchema, response: { 200: successResponseSchema } } },
      async (request) => {
        await service.changePassword(request.userId!, request.body, request.sessionId);
        return { success: true, message: profileMessages.passwordChanged };
      },
    );

    mine.post(
      '/sign-out-everywhere',
      { schema: { response: { 200: successResponseSchema } } },
      async (request, reply) => {
        await service.signOutEverywhere(request.userId!);
        reply.clearCookie(sessionCookie, cookieOptions);
        return { success: true, message: 'Signed out on every device' };
      },
    );

    mine.get('/export', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { exportedAt: isoNow(), tables: await account.exportRows(request.userId!) };
    });

    mine.delete(
      '/',
      { schema: { body: deleteAccountSchema, response: { 200: successResponseSchema } } },
      async (request, reply) => {
        await service.confirmDeletion(request.userId!, request.body.email);
        await account.deleteAccount(request.userId!);
        reply.clearCookie(sessionCookie, cookieOptions);
        return { success: true, message: 'Your account has been deleted' };
      },
    );
  });
};

export default profile;
