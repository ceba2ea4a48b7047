import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, signUp } from '../test/accounts.js';
import { build, type TestApp } from '../test/build.js';

let t: TestApp;
let heavy: string;
let other: string;
beforeAll(async () => {
  t = await build({ fairShare: { perUser: 1, maxWaiting: 2 } });
  await signUp(t, 'heavy@example.com');
  await signUp(t, 'other@example.com');
  heavy = await signIn(t, 'heavy@example.com');
  other = await signIn(t, 'other@example.com');
});
afterAll(() => t.close());

const get = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/loads/stats', headers: { cookie } });

it("queues one user's requests past their share, and never another user's", async () => {
  const answers = await Promise.all([
    ...Array.from({ length: 12 }, () => get(heavy)),
    get(other),
    get(other),
  ]);
  const heavyStatuses = answers.slice(0, 12).map((r) => r.statusCode);
  expect(heavyStatuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
  expect(heavyStatuses.filter((s) => s === 503).length).toBeGreaterThan(0);
  expect(answers.find((r) => r.statusCode === 503)?.headers['retry-after']).toBe('1');
  expect(answers.slice(12).map((r) => r.statusCode)).toEqual([200, 200]);
  expect((await get(heavy)).statusCode).toBe(200);
});

it("answers another driver while a pull's snapshot is open", async () => {
  // A pull reads in one snapshot that stays open while it yields to others between slices.
  await t.app.snapshotDb.transaction().execute(async (snapshot) => {
    await snapshot.selectFrom('loads').select('id').execute();
    const answered = t.app
      .inject({ method: 'GET', url: '/api/loads/stats', headers: { cookie: other } })
      .then((r) => r.statusCode);
    let timer: NodeJS.Timeout | undefined;
    const heldBack = new Promise((resolve) => (timer = setTimeout(resolve, 2000, 'held back')));
    expect(await Promise.race([answered, heldBack])).toBe(200);
    clearTimeout(timer);
  });
});
