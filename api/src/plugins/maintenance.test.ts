/** The daily maintenance job runs on one API process a day, however many share the database. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { build, type TestApp } from '../test/build.js';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await build();
  other = await t.twin();
});
afterAll(() => t.close());

const bothTry = () => Promise.all([t.app.maintenance.runIfDue(), other.maintenance.runIfDue()]);

it('runs on the process that takes the lease, and on no other until it runs out', async () => {
  // Starting, each process tries: the first took today's lease and ran the job.
  await Promise.all([t.app.ready(), other.ready()]);
  expect(await bothTry()).toEqual([false, false]);
  await t.app.db
    .updateTable('leases')
    .set({ expiresAt: new Date(0).toISOString() })
    .execute();
  expect((await bothTry()).filter(Boolean)).toHaveLength(1);
  expect(await bothTry()).toEqual([false, false]);
});
