/**
 * Password hashing with scrypt, a memory-hard KDF built into Node (no native addon to compile).
 * Stored as "scrypt$N$r$p$salt$hash" so the cost can rise without breaking old hashes: a hash made
 * at another cost still verifies, and `needsRehash` says to store it again at today's.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const keyLength = 64;

/** scrypt's cost parameters (PASSWORD_HASHING in config.ts). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keyLength, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  const { N, r, p } = cost;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export function needsRehash(stored: string, cost: ScryptCost): boolean {
  return !stored.startsWith(`scrypt$${cost.N}$${cost.r}$${cost.p}$`);
}

/** A hash no password matches, checked when the account is unknown so timing reveals nothing. */
export function decoyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), cost);
}
