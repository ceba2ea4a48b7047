/** SESSION_SECRET, or one generated once and kept in DATA_DIR so cookies survive a restart. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
