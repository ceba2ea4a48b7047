/**
 * The server's half of the password policy: the shared schema checks the length (and, at signup,
 * docs/product.md §5's composition); this refuses a password on the common-password list that zxcvbn-ts
 * maintains (about 49,000 entries), compared without case.
 */
import { messages } from '@haulbook/sync-protocol';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './errors.js';

const common = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(messages.commonPassword);
}
