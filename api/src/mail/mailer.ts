/**
 * Outgoing email. With SMTP_URL set, nodemailer sends over SMTP; without it, each message is
 * written to the dev mailbox (DATA_DIR/mail, one .eml file each, readable by the server's user
 * only), so a link is never lost on a machine with no mail server. The log names the file only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the office's answer goes: the driver, not Haulbook. */
  replyTo?: string;
  attachments?: Attachment[];
}

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

export function mailboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from, ...email });
        log.info({ to: email.to, subject: email.subject }, 'email sent');
      },
      close: () => transport.close(),
    };
  }
  const dir = mailboxDir(options.dataDir);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
      // Never the text: its links are live tokens (no token in any log line).
      log.info({ to: email.to, subject: email.subject, file: name }, 'email saved to dev mailbox');
    },
    close: () => transport.close(),
  };
}
