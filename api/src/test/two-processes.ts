/**
 * Two real API processes on one PostgreSQL database and one data folder, behind a round-robin
 * proxy (round-robin-proxy.ts), as a deployment of several processes runs: what one process
 * remembers in memory the other never sees, so a test through the proxy shows whether a request
 * relies only on what they share. The processes run the source through tsx, as the benches do,
 * so no build is needed and the code tested is the code in the tree. They trust the proxy's
 * X-Forwarded-For (TRUST_PROXY=127.0.0.1), so per-IP limits see the client, not the proxy.
 *
 * Everything is on 127.0.0.1 and free ports: a database of its own on the run's PostgreSQL
 * server, a temp data folder, the processes and the proxy; stop() removes it all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverEntry = path.join(root, 'api/src/server.ts');
/** A cold start through tsx on a busy 2-core machine takes a few seconds; this is far past it. */
const startTimeoutMs = 60_000;

export interface ApiProcesses {
  /** Where clients go: the proxy. */
  url: string;
  /** Each process's own address, for a call aimed at one of them. */
  direct: string[];
  dataDir: string;
  /** The database both processes use, for a test's setup and checks, and where it is. */
  db: Db;
  databaseUrl: string;
  /** Takes process `index` out of turn, stops it, starts it again and puts it back in turn. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ApiProcessesOptions {
  /** A PostgreSQL server where the test may create a database (the api-postgres project's). */
  serverUrl: string;
  /** More environment for both processes: payments, or FILE_STORE=s3 and its settings. */
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the server: Kysely's migration bookkeeping sees every schema of one. */
async function createDatabase(serverUrl: string) {
  const name = `hb_two_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`),
  };
}

const isUp = (base: string) =>
  fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** One API process; its output is kept to explain a start that fails. */
class ApiProcess {
  private child: ChildProcess | undefined;
  private output: string[] = [];

  constructor(
    readonly base: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async start(): Promise<void> {
    this.output = [];
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverEntry], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    const deadline = Date.now() + startTimeoutMs;
    while (!(await isUp(this.base))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`API process at ${this.base} did not start:\n${this.output.join('')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Stops it as a deployment would (SIGTERM: in-flight requests finish), or kills it if it hangs. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
}

type Undo = () => Promise<unknown>;

export async function startTwoProcesses(options: ApiProcessesOptions): Promise<ApiProcesses> {
  const undo: Undo[] = [];
  const stop = async () => {
    while (undo.length > 0) await undo.pop()!();
  };
  try {
    return { ...(await startAll(options, undo)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts everything, pushing onto `undo` how to take each part down again. */
async function startAll(
  options: ApiProcessesOptions,
  undo: Undo[],
): Promise<Omit<ApiProcesses, 'stop'>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-two-'));
  undo.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const ports = [await freePort(), await freePort()];
  const proxy = await startRoundRobinProxy(ports);
  undo.push(proxy.close);
  const database = await createDatabase(options.serverUrl);
  undo.push(database.drop);
  const processes = ports.map(
    (port) =>
      new ApiProcess(`http://127.0.0.1:${port}`, {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: proxy.url,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        TRUST_PROXY: '127.0.0.1',
        ...options.env,
      }),
  );
  undo.push(() => Promise.all(processes.map((p) => p.stop())));
  // Both at once, as a deployment's processes start: their migrations and first secret race.
  await Promise.all(processes.map((p) => p.start()));
  processes.forEach((_, index) => proxy.setInTurn(index, true));
  const { db } = openDatabase(database.url);
  undo.push(() => db.destroy());
  return {
    url: proxy.url,
    direct: processes.map((p) => p.base),
    dataDir,
    db,
    databaseUrl: database.url,
    async restart(index) {
      proxy.setInTurn(index, false);
      await processes[index]!.stop();
      await processes[index]!.start();
      proxy.setInTurn(index, true);
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP call from the loopback address `from` (127.0.0.1 unless given): the tests' many
 * clients, each with an address of its own, as the per-IP limits see them.
 */
export async function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  const request = http.request(url, {
    method: options.method ?? 'GET',
    headers: options.headers,
    localAddress: options.from ?? '127.0.0.1',
  });
  request.end(options.body);
  const [answer] = (await once(request, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return {
    status: answer.statusCode ?? 0,
    headers: answer.headers,
    text: Buffer.concat(chunks).toString('utf8'),
  };
}
