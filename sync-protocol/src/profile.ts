/**
 * Profile and account (docs/product.md §3 users, §5 Profile, §7 Profile, §8 Pay and profile): what PATCH
 * /api/profile, the photo upload, the password change and the account deletion take, with the product's
 * texts, so the form under a field and the API's 400 say the same words.
 */
import * as z from 'zod/mini';
import { emailField, newPasswordField, phoneField } from './auth.js';
import { messages } from './messages.js';
import { preprocess } from './preprocess.js';
import { singleLine } from './text.js';
import { deferred } from './deferred.js';

/** docs/product.md §9: a profile photo is under 2 MB. */
export const maxProfilePhotoBytes = 2 * 1024 * 1024;
export const profilePhotoTypes = ['image/jpeg', 'image/png'] as const;

export const profileMessages = {
  photoTypeTitle: 'Invalid file type',
  photoType: 'Please select an image file (JPEG, JPG, or PNG)',
  photoSizeTitle: 'File too large',
  photoSize: 'Please select an image smaller than 2MB',
  updateFailed: 'Failed to update profile',
  preferencesFailed: 'Failed to update preferences',
  photoFailed: 'Failed to upload profile picture',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  emailChangeSent: 'Check your new email address: the change takes effect when you open the link.',
  emailChangeInvalid: 'This email change link is invalid or has expired.',
  emailChanged: 'Your email address has been changed.',
  deleteConfirmMismatch: 'Type your email address exactly to confirm',
  passwordChanged: 'Your password has been changed. Other devices were signed out.',
} as const;

/** Empty text means "none": the form sends '' for a cleared optional field. */
const optional = <T extends z.ZodMiniType>(field: T) =>
  preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.nullish(field));

export const updateProfileSchema = deferred(() =>
  z.object({
    displayName: z.pipe(
      z
        .string({ error: messages.displayNameRequired })
        .check(
          z.trim(),
          z.minLength(1, messages.displayNameRequired),
          z.maxLength(100, 'Name is too long'),
        ),
      singleLine(z.string()),
    ),
    email: emailField(),
    phone: optional(phoneField),
    company: optional(
      singleLine(z.string().check(z.trim(), z.maxLength(100, 'Company name is too long'))),
    ),
  }),
);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const updateProfileResponseSchema = deferred(() =>
  z.object({
    success: z.literal(true),
    /** Set when the email differs: the new address must open its link before it counts. */
    pendingEmail: z.nullable(z.string()),
  }),
);

export const confirmEmailChangeSchema = deferred(() =>
  z.object({
    token: z
      .string()
      .check(z.trim(), z.minLength(1, profileMessages.emailChangeInvalid), z.maxLength(200)),
  }),
);

export const changePasswordSchema = deferred(() =>
  z
    .object({
      currentPassword: z
        .string({ error: profileMessages.currentPasswordRequired })
        .check(z.minLength(1, profileMessages.currentPasswordRequired), z.maxLength(200)),
      newPassword: newPasswordField,
      confirmPassword: z.string({ error: messages.passwordsDontMatch }),
    })
    .check(
      z.refine((v) => v.newPassword === v.confirmPassword, {
        path: ['confirmPassword'],
        message: messages.passwordsDontMatch,
      }),
    ),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting an account is confirmed by typing its email (compared without case or spaces). */
export const deleteAccountSchema = deferred(() =>
  z.object({
    email: z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, profileMessages.deleteConfirmMismatch),
        z.maxLength(320),
      ),
  }),
);

/** docs/product.md §5: the type and size checks a chosen photo must pass, before any upload. */
export function checkProfilePhoto(file: {
  type: string;
  size: number;
}): { title: string; message: string } | null {
  if (!(profilePhotoTypes as readonly string[]).includes(file.type))
    return { title: profileMessages.photoTypeTitle, message: profileMessages.photoType };
  if (file.size >= maxProfilePhotoBytes)
    return { title: profileMessages.photoSizeTitle, message: profileMessages.photoSize };
  return null;
}
