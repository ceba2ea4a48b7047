/**
 * The tests' own PostgreSQL (embedded-postgres.ts): it serves, and it leaves nothing behind, not
 * even after the process that started it was killed; run as root, it also starts from a clone the
 * user postgres cannot enter. Runs in the api-postgres project only.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isAlive, startEmbeddedPostgres, type EmbeddedOptions } from './embedded-postgres.js';
import { packagedBinaries } from './postgres-binaries.js';

const starter = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));

/** The postmaster's pid, from the lock file of the server's data folder. */
const serverPid = (folder: string) =>
  Number(fs.readFileSync(path.join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
    return rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Where a server's postgres runs from. */
const executable = (folder: string) => fs.readlinkSync(`/proc/${serverPid(folder)}/exe`);

/** A Node process that starts a server, says where, and then waits to be killed. */
async function startInChild(options: EmbeddedOptions = {}) {
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(starter)});
    const { url, folder } = await startEmbeddedPostgres(${JSON.stringify(options)});
    console.log(JSON.stringify({ url, folder }));
    setInterval(() => {}, 60_000);`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, ...(JSON.parse(line) as { url: string; folder: string }) };
}

describe.runIf(process.env.HB_TEST_DB === 'postgres')('the embedded PostgreSQL', () => {
  it('serves a database, then stops and leaves no process and no folder', async () => {
    const server = await startEmbeddedPostgres();
    const pid = serverPid(server.folder);
    expect(await answers(server.url)).toBe(true);

    await server.stop();

    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(server.folder)).toBe(false);
    expect(await answers(server.url)).toBe(false);
  }, 60_000);

  it('starts again after the process that started one was killed, and removes what it left', async () => {
    const first = await startInChild();
    const orphan = serverPid(first.folder);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    // The kill left a live server and its folder behind.
    expect(isAlive(orphan)).toBe(true);
    expect(await answers(first.url)).toBe(true);

    const second = await startEmbeddedPostgres();
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(fs.existsSync(first.folder)).toBe(false);
      expect(await answers(second.url)).toBe(true);
    } finally {
      await second.stop();
    }
  }, 120_000);

  // As in a clone under /root (mode 700): the package's binaries in a folder only root may enter,
  // named like a server's folder so that the next start removes it if this run is killed.
  it.runIf(os.userInfo().uid === 0)(
    'as root, runs from a copy of binaries the user postgres cannot reach, and removes the copy',
    async () => {
      const hidden = fs.mkdtempSync(path.join(os.tmpdir(), `haulbook-pg-${process.pid}-hidden-`));
      try {
        const binaries = path.join(hidden, 'postgresql');
        fs.cpSync(await packagedBinaries(), binaries, { recursive: true, verbatimSymlinks: true });

        const first = await startInChild({ binaries });
        const orphan = serverPid(first.folder);
        first.child.kill('SIGKILL');
        await new Promise((r) => first.child.once('exit', r));
        expect(executable(first.folder).startsWith(`${first.folder}/`)).toBe(true);

        const second = await startEmbeddedPostgres({ binaries });
        try {
          expect(isAlive(orphan)).toBe(false);
          expect(fs.existsSync(first.folder)).toBe(false);
          expect(executable(second.folder).startsWith(`${second.folder}/`)).toBe(true);
          expect(await answers(second.url)).toBe(true);
        } finally {
          await second.stop();
        }
        expect(fs.existsSync(second.folder)).toBe(false);
      } finally {
        fs.rmSync(hidden, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
