/**
 * The account calls of docs/product.md §7: sign-up, email verification, passwords, email-only sign-in links
 * and the dev mailbox. They need the server by nature, so they go straight through the API client
 * instead of the offline outbox.
 */
import {
  signupVerificationSchema,
  successResponseSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignupStep1Input,
  type SignupStep2Input,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { api } from './api';
import { deviceTimeZone } from '../ui/format';

export const verifyEmailResponseSchema = z.object({
  userId: z.string(),
  profileComplete: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export function signupStep1(input: SignupStep1Input) {
  return api.post('/api/signup/step1', input, successResponseSchema);
}

/** Also sets the short-lived cookie that lets this browser complete step 2. */
export function verifyEmail(token: string) {
  return api.get(`/api/verify-email?token=${encodeURIComponent(token)}`, verifyEmailResponseSchema);
}

/** Whether this browser's proof of a verified email still lets it finish step 2 (it lasts 30 min). */
export function signupVerification() {
  return api.get('/api/signup/verification', signupVerificationSchema);
}

/** Sends the browser's time zone with the profile, so the driver's weeks are counted locally. */
export function signupStep2(input: SignupStep2Input) {
  const timeZone = deviceTimeZone();
  return api.post('/api/signup/step2', { ...input, timeZone }, successResponseSchema);
}

export function forgotPassword(input: ForgotPasswordInput) {
  return api.post('/api/auth/forgot-password', input, successResponseSchema);
}

export function resetPassword(input: ResetPasswordInput) {
  return api.post('/api/auth/reset-password', input, successResponseSchema);
}

/** /login-direct and /login: the server emails a one-time link, never signs in from an email. */
export type SignInLinkRoute = 'direct-login' | 'simple-login';

export function requestSignInLink(route: SignInLinkRoute, email: string) {
  return api.post(`/api/auth/${route}`, { email }, successResponseSchema);
}

const devMailSchema = z.object({
  emails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() })),
});
export type DevEmail = z.infer<typeof devMailSchema>['emails'][number];

/** Newest first. Answers 404 when the server runs in production. */
export async function devMailbox(): Promise<DevEmail[]> {
  return (await api.get('/api/dev/mail', devMailSchema)).emails;
}
