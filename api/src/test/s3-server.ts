/**
 * An S3-compatible server for the tests and the benches that keep files in a bucket
 * (FILE_STORE=s3): s3rver, an npm package that answers S3's API (signed requests, path-style
 * addresses, listing, multi-object delete) from a folder. It runs inside the calling process on
 * 127.0.0.1 on a free port, so it can never outlive the test that started it.
 *
 * Invariant: its folder is os.tmpdir()/haulbook-s3-<pid>-*, <pid> the process that started it.
 * stop() closes the server and removes the folder; a process that exits first removes it on the
 * way out, and one that was killed leaves it to the next start, which removes every such folder
 * whose process is gone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/s3-store.js';
import { isAlive } from './embedded-postgres.js';

export interface TestS3 extends S3Settings {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Makes an object look `ms` older, as one stored that long ago would. */
  backdate(key: string, ms: number): Promise<void>;
  stop(): Promise<void>;
}

const prefix = 'haulbook-s3-';
/** s3rver's one account: every request must be signed with it. */
const account = 'S3RVER';

function removeLeftovers(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const owner = name.startsWith(prefix) ? Number(name.slice(prefix.length).split('-')[0]) : 0;
    if (owner > 0 && !isAlive(owner))
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** A server with one empty bucket, `bucket`. */
export async function startS3Server(bucket = 'haulbook'): Promise<TestS3> {
  removeLeftovers();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}${process.pid}-`));
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run().catch((error: unknown) => {
    removeFolder();
    throw error;
  });
  process.once('exit', removeFolder);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: account,
    secretAccessKey: account,
    forcePathStyle: true,
    async backdate(key, ms) {
      // s3rver keeps an object as a file and tells that file's time as its LastModified.
      const when = new Date(Date.now() - ms);
      await fs.promises.utimes(path.join(folder, bucket, `${key}._S3rver_object`), when, when);
    },
    async stop() {
      process.off('exit', removeFolder);
      await server.close();
      removeFolder();
    },
  };
}
