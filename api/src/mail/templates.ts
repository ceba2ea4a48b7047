/** The emails Haulbook sends. Every link starts with APP_URL. */
import { escapeHtml } from '../lib/html.js';
import type { Email } from './mailer.js';

function linkEmail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Email {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n- Haulbook`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>- Haulbook</p>`;
  return { to, subject, text, html };
}

/** No name in it: the address may not be the asker's, and a stranger's text must not reach it. */
export function verificationEmail(to: string, url: string): Email {
  return linkEmail(
    to,
    'Verify your email for Haulbook',
    'Thanks for signing up for Haulbook.',
    'Verify your email',
    url,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  );
}

export function passwordResetEmail(to: string, url: string): Email {
  return linkEmail(
    to,
    'Reset your Haulbook password',
    'Someone asked to reset the password of your Haulbook account.',
    'Reset your password',
    url,
    'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
  );
}

export function signInLinkEmail(to: string, url: string): Email {
  return linkEmail(
    to,
    'Your Haulbook sign-in link',
    'Here is your one-time link to sign in to Haulbook.',
    'Sign in to Haulbook',
    url,
    'The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.',
  );
}

/**
 * A plan was bought signed out, naming this address: its owner signs in by this link, which proves
 * the mailbox. Nobody is signed in by the purchase itself.
 */
export function purchaseSignInEmail(to: string, url: string): Email {
  return linkEmail(
    to,
    'Your Haulbook plan is active',
    'A Haulbook plan was bought for this email address. Sign in with this link to start using it.',
    'Sign in to Haulbook',
    url,
    'The link works once and expires in 24 hours. If you did not buy a plan, ignore this email.',
  );
}

/** Signup asked for an address that already has an account: its owner learns, nobody else does. */
export function accountExistsEmail(to: string, resetUrl: string): Email {
  return linkEmail(
    to,
    'You already have a Haulbook account',
    'Someone asked to sign up for Haulbook with this email, which already has an account. Sign in with your password, or reset it if you have forgotten it.',
    'Reset your password',
    resetUrl,
    'If it was not you, ignore this email: nothing has changed.',
  );
}

/** A driver asked to move their account to this address: it changes only when this link is opened. */
export function emailChangeEmail(to: string, url: string): Email {
  return linkEmail(
    to,
    'Confirm your new email for Haulbook',
    'Someone asked to use this address for their Haulbook account.',
    'Confirm this email address',
    url,
    'The link works once and expires in 24 hours. Until it is opened, the account keeps its old address. If it was not you, ignore this email.',
  );
}
