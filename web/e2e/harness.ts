/**
 * The browser journeys' world: the real built server (api/dist serving web/dist) on a free port
 * with a fresh data folder, a real SMTP server (smtp-server) catching its emails, and Debian's
 * Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface CaughtEmail {
  to: string;
  raw: string;
  /** The body with quoted-printable soft breaks undone. */
  text: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A link in an email body that starts with `prefix`. */
function linkPattern(prefix: string): RegExp {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}[^\\s"<>]*`);
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/\r\n/g, '\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export class Mailbox {
  readonly emails: CaughtEmail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.port = await freePort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          for (const rcpt of session.envelope.rcptTo) {
            this.emails.push({ to: rcpt.address, raw, text: decodeQuotedPrintable(raw) });
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Waits for an email to `to` holding a link that starts with `prefix`, and returns the link. */
  async linkTo(to: string, prefix: string, timeout = 10_000): Promise<string> {
    const pattern = linkPattern(prefix);
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      const found = [...this.emails].reverse().find((e) => e.to === to && pattern.test(e.text));
      if (found) return pattern.exec(found.text)![0];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No email to ${to} with a link ${prefix}`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

export class AppServer {
  baseUrl = '';
  dataDir = '';
  private child: ChildProcess | undefined;
  private output = '';
  private env: Record<string, string> = {};
  private clientErrorsRead = 0;
  private mailbox: Mailbox | undefined;

  /** With a `mailbox` (started), the server sends its emails to it over SMTP. */
  async start(env: Record<string, string>, mailbox?: Mailbox): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-e2e-'));
    this.mailbox = mailbox;
    this.env = mailbox ? { ...env, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` } : env;
    await this.spawn();
  }

  private async spawn(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      cwd: this.dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: new URL(this.baseUrl).port,
        APP_URL: this.baseUrl,
        DATA_DIR: this.dataDir,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    const failure = await this.healthy();
    if (!failure) return;
    // A server that never came up leaves neither its process nor its data folder behind.
    await this.stop();
    throw new Error(`${failure}:\n${this.output}`);
  }

  /**
   * Stops the server and keeps its data: for an engine that cannot take the browser offline, the
   * signal drops by the server going away. resume() brings it back on the same address.
   */
  async pause(): Promise<void> {
    await this.exit();
  }

  resume(): Promise<void> {
    return this.spawn();
  }

  /** The failures devices reported (POST /api/client-errors) since the last call, as logged. */
  takeClientErrors(): string[] {
    const lines = this.output.split('\n');
    const fresh = lines.slice(
      this.clientErrorsRead,
      Math.max(this.clientErrorsRead, lines.length - 1),
    );
    this.clientErrorsRead += fresh.length;
    return fresh
      .filter((line) => line.includes('"msg":"client error"'))
      .map((line) => {
        const { clientError } = JSON.parse(line) as {
          clientError: { message: string; route: string; stack?: string };
        };
        return `${clientError.message} (on ${clientError.route})\n${clientError.stack ?? ''}`;
      });
  }

  /** Waits up to 30 s for /api/health; says why not when it never answers. */
  private async healthy(): Promise<string | null> {
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      if (this.child!.exitCode !== null) return 'server exited';
      const ok = await fetch(`${this.baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return null;
      await new Promise((r) => setTimeout(r, 200));
    }
    return 'server did not start';
  }

  /**
   * The link to `to` that starts with `prefix`: from the SMTP mailbox the server was started with,
   * else from DATA_DIR/mail, where a server without SMTP_URL writes each email.
   */
  async linkInMail(to: string, prefix: string, timeout = 10_000): Promise<string> {
    if (this.mailbox) return this.mailbox.linkTo(to, `${this.baseUrl}${prefix}`, timeout);
    const dir = path.join(this.dataDir, 'mail');
    const pattern = linkPattern(`${this.baseUrl}${prefix}`);
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
      for (const file of files) {
        const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
        if (new RegExp(`^To: ${to}$`, 'mi').test(text) && pattern.test(text))
          return pattern.exec(text)![0];
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No email to ${to} with a link ${prefix}`);
  }

  private async exit(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      const exited = new Promise((r) => this.child!.once('exit', r));
      this.child.kill('SIGTERM');
      await exited;
    }
  }

  async stop(): Promise<void> {
    await this.exit();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}
