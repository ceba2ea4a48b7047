/**
 * The server's files are its own (OWASP ASVS: data at rest): folders 0700 and files 0600, so
 * another account on the machine can read neither the database nor a driver's uploads.
 */
import fs from 'node:fs';

export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

/** Creates the folder if needed and makes it the server's only. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: privateDirMode });
  fs.chmodSync(dir, privateDirMode);
}

/** Creates the file empty if needed and makes it the server's only. */
export function makePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', privateFileMode));
  fs.chmodSync(file, privateFileMode);
}
