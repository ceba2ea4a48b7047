/**
 * The user-facing texts of docs/product.md §5 (validation) and §8 (errors), in one place so the form under a
 * field and the API's 400 body always say the same words.
 */
export const messages = {
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  forgotInvalidEmail: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  loginPasswordMin: 'Password must be at least 6 characters',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneFormat: 'Invalid phone number format',
  companyRequired: 'Please select a company',
  passwordMin: 'Password must be at least 8 characters',
  signupPasswordStrength:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDontMatch: "Passwords don't match",
  customCompanyRequired: 'Please enter your company name',
  hirschbachAccountRequired: 'Please select your Hirschbach account type',
  resetTokenRequired: 'Reset token is required',
  resetConfirmRequired: 'Password confirmation is required',
  verificationTokenRequired: 'Verification token is required',
  devVerifyTokenRequired: 'Please enter a verification token',
  displayNameRequired: 'Display name is required',
  controlCharacters: 'Remove the special characters from this field',

  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invalidVerificationToken: 'Invalid or expired verification token',
  invalidResetToken: 'This reset link is invalid or has expired.',
  invalidSignInLink: 'This sign-in link is invalid or has expired.',
  verificationRequired: 'Email verification required',
  notVerified: 'Please verify your email before signing in.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyEmails: 'Too many emails to this address. Please try again in an hour.',
  accountLocked: 'Too many failed sign-ins. Try again in 15 minutes, or reset your password.',
  commonPassword: 'This password is too common. Please choose another.',
  crossOriginRefused: 'This request came from another site and was refused.',
  notSignedIn: 'Not signed in',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  forgotPasswordSent:
    'If an account exists for that email, a link to reset your password is on its way.',
  emailOnlySignInSent:
    'If that email has an active subscription, a one-time sign-in link is on its way.',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
} as const;

/**
 * classic zod's English for a length limit that names no message, word for word. zod/mini ships
 * no locale (it says "Invalid input"), so a limit a form can reach, on a field without an `error`
 * of its own (which would cover its limits too), names these words itself. The API sets the
 * English locale for every other check (api/src/lib/zod-locale.ts).
 */
export const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;
