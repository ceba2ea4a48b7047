/**
 * Password hashing with Argon2id at OWASP's first choice of cost (19 MiB, 2 passes, 1 lane), as a
 * PHC string ("$argon2id$v=19$m=…,t=…,p=…$salt$hash") that carries its own cost, so the cost can
 * rise without breaking old hashes: a hash made at another cost still verifies, and `needsRehash`
 * says to store it again at today's. Hashes of the scrypt era ("scrypt$N$r$p$salt$hash") still
 * verify and are stored again as Argon2id at the next sign-in.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id's cost parameters (PASSWORD_HASHING in config.ts). */
export interface PasswordCost {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/** Algorithm.Argon2id (a const enum of the binding's types, which isolated modules cannot read). */
const argon2id = 2 as Algorithm;

const phcPrefix = ({ memoryKiB, passes, parallelism }: PasswordCost) =>
  `$argon2id$v=19$m=${memoryKiB},t=${passes},p=${parallelism}$`;

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return hash(password, {
    algorithm: argon2id,
    memoryCost: cost.memoryKiB,
    timeCost: cost.passes,
    parallelism: cost.parallelism,
  });
}

/** The scrypt era's key length: a stored hash of any other length matches nothing. */
const scryptKeyLength = 64;

/** A scrypt-era hash: scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, rr, pp, salt, expected] = stored.split('$');
  const wanted = Buffer.from(expected ?? '', 'base64url');
  if (!salt || wanted.length !== scryptKeyLength) return Promise.resolve(false);
  const [N, r, p] = [Number(n), Number(rr), Number(pp)];
  return new Promise((resolve, reject) => {
    scryptCb(
      password,
      Buffer.from(salt, 'base64url'),
      scryptKeyLength,
      { N, r, p, maxmem: 256 * N * r },
      (err, key) => (err ? reject(err) : resolve(timingSafeEqual(key, wanted))),
    );
  });
}

/** True only for the right password; a stored hash that cannot be read matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('$argon2id$')) return await verify(stored, password);
    if (stored.startsWith('scrypt$')) return await verifyScrypt(password, stored);
  } catch (error) {
    console.warn('A stored password hash could not be read', error);
  }
  return false;
}

export function needsRehash(stored: string, cost: PasswordCost): boolean {
  return !stored.startsWith(phcPrefix(cost));
}

/** A hash no password matches, checked when the account is unknown so timing reveals nothing. */
export function decoyHash(cost: PasswordCost): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), cost);
}
