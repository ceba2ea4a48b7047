/**
 * What the S3 store makes of a service's answers that s3rver never gives: a missing object told by
 * a bare 404 (no NoSuchKey code, as some S3-compatible services answer) is missing, while a missing
 * bucket or a fault of the service is an error, never taken for a file the driver deleted (a
 * paperwork email would then leave that document out instead of trying again).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.js';
import { s3Store } from './s3-store.js';

type Answer = { status: number; body?: string };
let answer: Answer = { status: 200 };
let server: http.Server;
let store: FileStore;

const s3Error = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(answer.status, answer.body ? { 'content-type': 'application/xml' } : {});
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  store = s3Store({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'receipts',
    region: 'us-east-1',
    accessKeyId: 'test',
    secretAccessKey: 'test',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  store.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('an object store answering a read', () => {
  it('counts a bare 404 as no such object', async () => {
    answer = { status: 404 };
    await expect(store.open('user/receipt.jpg')).resolves.toBeUndefined();
  });

  it('counts NoSuchKey as no such object', async () => {
    answer = { status: 404, body: s3Error('NoSuchKey') };
    await expect(store.open('user/receipt.jpg')).resolves.toBeUndefined();
  });

  it('fails on a missing bucket, even though it answers 404', async () => {
    answer = { status: 404, body: s3Error('NoSuchBucket') };
    await expect(store.open('user/receipt.jpg')).rejects.toThrow();
  });

  it('fails when the service itself fails', async () => {
    answer = { status: 403, body: s3Error('AccessDenied') };
    await expect(store.open('user/receipt.jpg')).rejects.toThrow();
  });
});
