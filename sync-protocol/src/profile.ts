/**
 * Profile and account (SPEC §3 users, §5 Profile, §7 Profile, §8 Pay and profile): what PATCH
 * /api/profile, the photo upload, the password change and the account deletion take, with SPEC's
 * texts, so the form under a field and the API's 400 say the same words.
 */
import { z } from 'zod';
import { emailField, newPasswordField, phoneField } from './auth.js';
import { messages } from './messages.js';
import { singleLine } from './text.js';

/** SPEC §9: a profile photo is under 2 MB. */
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
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), field.nullish());

export const updateProfileSchema = z.object({
  displayName: z
    .string({ error: messages.displayNameRequired })
    .trim()
    .min(1, messages.displayNameRequired)
    .max(100, 'Name is too long')
    .pipe(singleLine(z.string())),
  email: emailField(),
  phone: optional(phoneField),
  company: optional(singleLine(z.string().trim().max(100, 'Company name is too long'))),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  /** Set when the email differs: the new address must open its link before it counts. */
  pendingEmail: z.string().nullable(),
});

export const confirmEmailChangeSchema = z.object({
  token: z.string().trim().min(1, profileMessages.emailChangeInvalid).max(200),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: profileMessages.currentPasswordRequired })
      .min(1, profileMessages.currentPasswordRequired)
      .max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: messages.passwordsDontMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDontMatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting an account is confirmed by typing its email (compared without case or spaces). */
export const deleteAccountSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, profileMessages.deleteConfirmMismatch).max(320),
});

/** SPEC §5: the type and size checks a chosen photo must pass, before any upload. */
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
