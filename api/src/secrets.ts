/**
 * The secret that signs cookies: SESSION_SECRET, or else one generated at the first start and kept
 * in the database. Every API process on that database then signs and checks cookies alike, and a
 * restart keeps them valid; a secret kept on one machine's disk would split processes that do not
 * share it, and two processes starting together on an empty disk could each make their own.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './db/database.js';
import { serverSecretsRepository } from './repositories/server-secrets.repository.js';

export async function sessionSecret(configured: string | undefined, db: Db): Promise<string> {
  if (configured) return configured;
  return serverSecretsRepository(db).keep('session', randomBytes(48).toString('base64url'));
}
