/**
 * The mail queue shared by several API processes: each job is sent by exactly one of them, a job
 * put back to retry waits its turn on every process, and a claim left by a dead process runs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { isoIn, isoNow, minutes } from '../lib/tokens.js';
import { mailQueueRepository } from '../repositories/mail-queue.repository.js';
import { build, type TestApp } from '../test/build.js';
import { readMailbox } from './mailbox.js';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await build();
  other = await t.twin();
  for (const app of [t.app, other])
    app.mailQueue.register('note', async (to, { n }) => ({
      to,
      subject: `Note ${n}`,
      text: n!,
      html: n!,
    }));
});
afterAll(() => t.close());

describe('two processes on one queue', () => {
  it('send each job once', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `note${i}@example.com`);
    for (const [i, to] of addresses.entries())
      await t.app.mailQueue.enqueue('note', to, { n: `${i}` });
    await Promise.all([t.app.mailQueue.runDue(), other.mailQueue.runDue()]);
    const sent = (await readMailbox(t.config.dataDir)).map((e) => e.to).sort();
    expect(sent).toEqual([...addresses].sort());
  });
});

describe('a claim', () => {
  const job = (id: string) => ({
    id,
    kind: 'note',
    address: `${id}@example.com`,
    payload: '{}',
    nextAttemptAt: isoNow(),
    createdAt: isoNow(),
  });

  it('holds the job until it is let go, and a job put back waits for its next attempt', async () => {
    const jobs = mailQueueRepository(t.app.db);
    await jobs.add(job('held'));
    const held = await jobs.claim('held', isoNow(), isoIn(minutes(2)));
    expect(held).toMatchObject({ attempts: 0 });
    expect(await jobs.claim('held', isoNow(), isoIn(minutes(2)))).toBeUndefined();
    await jobs.retryLater('held', held!.claim, 1, isoIn(minutes(1)), 'mail server down');
    expect(await jobs.claim('held', isoNow(), isoIn(minutes(2)))).toBeUndefined();
    expect(await jobs.claim('held', isoIn(minutes(1)), isoIn(minutes(3)))).toMatchObject({
      attempts: 1,
    });
  });

  it('runs out when its process died, and is renewed while a send lasts', async () => {
    const jobs = mailQueueRepository(t.app.db);
    await jobs.add(job('orphan'));
    await jobs.claim('orphan', isoNow(), isoIn(minutes(2)));
    const taken = await jobs.claim('orphan', isoIn(minutes(2)), isoIn(minutes(4)));
    expect(taken).toBeDefined();
    expect(await jobs.extend('orphan', taken!.claim, isoIn(minutes(6)))).toBe(true);
    expect(await jobs.claim('orphan', isoIn(minutes(5)), isoIn(minutes(7)))).toBeUndefined();
  });

  it('leaves the job alone once its claim went to another process', async () => {
    const jobs = mailQueueRepository(t.app.db);
    await jobs.add(job('lost'));
    // A's claim runs out while its mail server is slow; B takes the job.
    const a = (await jobs.claim('lost', isoNow(), isoIn(minutes(2))))!;
    const b = (await jobs.claim('lost', isoIn(minutes(3)), isoIn(minutes(5))))!;
    expect(await jobs.extend('lost', a.claim, isoIn(minutes(6)))).toBe(false);
    await jobs.retryLater('lost', a.claim, 1, isoIn(minutes(1)), 'mail server down');
    await jobs.remove('lost', a.claim);
    // B still holds it: nobody else may take it before B's claim ends, and B can let it go.
    expect(await jobs.claim('lost', isoIn(minutes(4)), isoIn(minutes(6)))).toBeUndefined();
    expect(await jobs.extend('lost', b.claim, isoIn(minutes(7)))).toBe(true);
  });
});
