import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/build.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haulbook-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
    fs.writeFileSync(path.join(webDist, file), text);
  };
  write('index.html', '<!doctype html><title>Haulbook</title>');
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('assets/index-abc123.js', 'console.log(1);');
  write('ocr/tesseract-7.0.0-eng-1.0.0/worker.min.js', 'importScripts();');
  t = await build({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const cacheOf = async (url: string) =>
  (await t.app.inject({ url, headers: { accept: 'text/html' } })).headers['cache-control'];

describe('the built web app', () => {
  it('is cached for good where file names carry a hash or a version, never where they do not', async () => {
    expect(await cacheOf('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/ocr/tesseract-7.0.0-eng-1.0.0/worker.min.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheOf('/sw.js')).toBe('no-cache');
    expect(await cacheOf('/loads')).toBe('no-cache');
  });
});
