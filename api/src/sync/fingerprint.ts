/**
 * What an Idempotency-Key promises (IETF draft httpapi-idempotency-key-header): one key, one
 * request. The fingerprint is a sha256 of the method, the path and the validated body with its
 * keys sorted, plus each file's sha256, so the same call replayed matches whether it came alone as
 * REST or inside a batch, and whatever multipart boundary it was sent with.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export function requestFingerprint(
  method: string,
  path: string,
  body: unknown,
  files: readonly Buffer[] = [],
): string {
  const parts = [method.toUpperCase(), path, JSON.stringify(canonical(body ?? null))];
  for (const file of files) parts.push(sha256(file));
  return sha256(parts.join('\n'));
}
