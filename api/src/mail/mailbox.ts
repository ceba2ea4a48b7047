/** Reads the dev mailbox (DATA_DIR/mail) back: used by /api/dev/mail and by the tests. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { mailboxDir } from './mailer.js';

export interface StoredEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*)$`, 'mi').exec(raw);
  return match?.[1]?.trim() ?? '';
}

function decodeBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\n\n') + 2);
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/i.exec(body);
  const text = textPart?.[1] ?? body;
  // quoted-printable soft line breaks and escapes
  return text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Newest first. */
export async function readMailbox(dataDir: string): Promise<StoredEmail[]> {
  const dir = mailboxDir(dataDir);
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const emails = await Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()
      .map(async (file) => {
        const raw = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
        return {
          file,
          to: header(raw, 'To'),
          subject: header(raw, 'Subject'),
          text: decodeBody(raw),
        };
      }),
  );
  return emails;
}

/** The first link in a message that starts with `prefix`. */
export function findLink(text: string, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}[^\\s"<>]*`).exec(text)?.[0];
}
