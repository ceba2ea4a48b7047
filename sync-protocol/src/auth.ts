/**
 * Request bodies of the account calls (docs/product.md §5, §7). The web forms and the API validate with these
 * same schemas, so a message under a field is the message in the API's 400.
 */
import * as z from 'zod/mini';
import { companyOptions, hirschbachAccounts } from './companies.js';
import { messages, tooLong } from './messages.js';
import { isValidTimeZone } from './periods.js';
import { deferred } from './deferred.js';

const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** Email, trimmed and lower-cased, so one mailbox is one account whatever the capitals. */
export const emailField = (message: string = messages.invalidEmail) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.toLowerCase()),
    z.email({ error: message }),
  );

/**
 * The one password policy for signup, reset and change (docs/architecture.md): at least 8 characters.
 * The server also refuses a password on a common-password list (messages.commonPassword).
 */
export const newPasswordField = deferred(() =>
  z
    .string({ error: messages.passwordMin })
    .check(z.minLength(8, messages.passwordMin), z.maxLength(200, 'Password is too long')),
);

/** Signup keeps docs/product.md §5's composition rule on top of the policy. */
const signupPassword = deferred(() =>
  newPasswordField.check(
    z.regex(/[a-z]/, messages.signupPasswordStrength),
    z.regex(/[A-Z]/, messages.signupPasswordStrength),
    z.regex(/\d/, messages.signupPasswordStrength),
  ),
);

export const loginSchema = deferred(() =>
  z.object({
    email: emailField(),
    password: z
      .string({ error: messages.loginPasswordMin })
      .check(z.minLength(6, messages.loginPasswordMin), z.maxLength(200)),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

/** /login and /login-direct: email only. The API answers by emailing a one-time link. */
export const emailOnlyLoginSchema = deferred(() =>
  z.object({
    email: z.pipe(
      z
        .string({ error: messages.emailRequired })
        .check(z.trim(), z.minLength(1, messages.emailRequired), z.toLowerCase()),
      z.email({ error: messages.invalidEmail }),
    ),
  }),
);
export type EmailOnlyLoginInput = z.infer<typeof emailOnlyLoginSchema>;

export const signupStep1Schema = deferred(() =>
  z.object({
    email: emailField(),
    displayName: requiredText(messages.nameRequired).check(z.maxLength(100, 'Name is too long')),
  }),
);
export type SignupStep1Input = z.infer<typeof signupStep1Schema>;

export const phoneField = deferred(() =>
  z
    .string({ error: messages.phoneMin })
    .check(
      z.trim(),
      z.minLength(10, messages.phoneMin),
      z.maxLength(30, messages.phoneFormat),
      z.regex(/^\+?[\d\s\-()]+$/, messages.phoneFormat),
    ),
);

const signupStep2Fields = deferred(() =>
  z.object({
    phone: phoneField,
    company: z.enum(companyOptions, { error: messages.companyRequired }),
    customCompany: z.optional(z.string().check(z.trim(), z.maxLength(100, tooLong(100)))),
    hirschbachAccount: z.optional(
      z.enum(hirschbachAccounts, { error: messages.hirschbachAccountRequired }),
    ),
    password: signupPassword,
    confirmPassword: z.string({ error: messages.passwordsDontMatch }),
    /** The browser's IANA zone, so "this week" is the driver's week and not the server's. */
    timeZone: z.optional(
      z.string().check(z.maxLength(64), z.refine(isValidTimeZone, 'Unknown time zone')),
    ),
  }),
);

type Step2Fields = z.infer<typeof signupStep2Fields>;

function checkStep2(value: Step2Fields, ctx: z.core.$RefinementCtx<Step2Fields>) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: messages.passwordsDontMatch,
    });
  }
  if (value.company === 'other' && !value.customCompany) {
    ctx.addIssue({
      code: 'custom',
      path: ['customCompany'],
      message: messages.customCompanyRequired,
    });
  }
  if (value.company === 'hirschbach' && !value.hirschbachAccount) {
    ctx.addIssue({
      code: 'custom',
      path: ['hirschbachAccount'],
      message: messages.hirschbachAccountRequired,
    });
  }
}

/** What the step 2 form collects. */
export const signupStep2FormSchema = deferred(() =>
  signupStep2Fields.check(z.superRefine(checkStep2)),
);
export type SignupStep2FormInput = z.infer<typeof signupStep2FormSchema>;

/** What POST /api/signup/step2 receives: the form plus the user id from the address. */
export const signupStep2Schema = deferred(() =>
  z
    .extend(signupStep2Fields, {
      userId: z
        .string({ error: messages.verificationRequired })
        .check(z.minLength(1), z.maxLength(64)),
    })
    .check(z.superRefine(checkStep2)),
);
export type SignupStep2Input = z.infer<typeof signupStep2Schema>;

/** POST /api/auth/register: a one-screen signup; the account still needs its email verified. */
export const registerSchema = deferred(() =>
  z.object({
    email: emailField(),
    displayName: requiredText(messages.nameRequired).check(z.maxLength(100, 'Name is too long')),
    password: signupPassword,
  }),
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = deferred(() =>
  z.object({
    email: emailField(messages.forgotInvalidEmail),
  }),
);
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = deferred(() =>
  z
    .object({
      token: requiredText(messages.resetTokenRequired).check(z.maxLength(200)),
      password: newPasswordField,
      confirmPassword: z
        .string({ error: messages.resetConfirmRequired })
        .check(z.minLength(1, messages.resetConfirmRequired)),
    })
    .check(
      z.refine((v) => v.password === v.confirmPassword, {
        path: ['confirmPassword'],
        message: messages.passwordsDontMatch,
      }),
    ),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailQuerySchema = deferred(() =>
  z.object({
    token: requiredText(messages.verificationTokenRequired).check(z.maxLength(200)),
  }),
);

/** One-time sign-in links (emailed) and the checkout authToken both carry a single token. */
export const signInLinkQuerySchema = deferred(() =>
  z.object({
    token: requiredText(messages.invalidSignInLink).check(z.maxLength(200)),
  }),
);

export const tokenLoginSchema = deferred(() =>
  z.object({
    authToken: requiredText(messages.invalidSignInLink).check(z.maxLength(200)),
    userId: z.optional(z.string().check(z.maxLength(64))),
  }),
);
export type TokenLoginInput = z.infer<typeof tokenLoginSchema>;

/**
 * GET /api/signup/verification: what this browser's proof of a verified email allows. The proof
 * lasts 30 minutes; once lapsed it still names its address, so step 2 can offer a fresh link to it
 * instead of a dead end. Only the browser that opened the link holds the proof.
 */
export const signupVerificationSchema = deferred(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('verified'), userId: z.string(), expiresAt: z.string() }),
    z.object({ status: z.literal('lapsed'), email: z.string(), displayName: z.string() }),
    z.object({ status: z.literal('none') }),
  ]),
);
export type SignupVerification = z.infer<typeof signupVerificationSchema>;
