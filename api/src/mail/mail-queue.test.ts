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
    expect(await jobs.claim('held', isoNow(), isoIn(minutes(2)))).toMatchObject({ attempts: 0 });
    expect(await jobs.claim('held', isoNow(), isoIn(minutes(2)))).toBeUndefined();
    await jobs.retryLater('held', 1, isoIn(minutes(1)), 'mail server down');
    expect(await jobs.claim('held', isoNow(), isoIn(minutes(2)))).toBeUndefined();
    expect(await jobs.claim('held', isoIn(minutes(1)), isoIn(minutes(3)))).toMatchObject({
      attempts: 1,
    });
  });

  it('runs out when its process died, and is renewed while a send lasts', async () => {
    const jobs = mailQueueRepository(t.app.db);
    await jobs.add(job('orphan'));
    await jobs.claim('orphan', isoNow(), isoIn(minutes(2)));
    expect(await jobs.claim('orphan', isoIn(minutes(2)), isoIn(minutes(4)))).toBeDefined();
    await jobs.extend('orphan', isoIn(minutes(6)));
    expect(await jobs.claim('orphan', isoIn(minutes(5)), isoIn(minutes(7)))).toBeUndefined();
  });
});
