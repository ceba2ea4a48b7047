import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/build.js';
import { databaseMessages, databaseRefusal } from './errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const user = (id: string, email: string) => ({
  id,
  email,
  createdAt: '2026-11-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
});

async function refusalOf(write: () => Promise<unknown>) {
  const error: unknown = await write().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted the write').toBeDefined();
  return databaseRefusal(error);
}

describe('a write the database refuses', () => {
  it('is a 409 when it breaks a constraint', async () => {
    await t.app.db.insertInto('users').values(user('u-1', 'one@example.com')).execute();
    const refusal = await refusalOf(() =>
      t.app.db.insertInto('users').values(user('u-2', 'one@example.com')).execute(),
    );
    expect(refusal).toMatchObject({ statusCode: 409, message: databaseMessages.conflict });
  });

  it.runIf(process.env.HB_TEST_DB === 'postgres')(
    'is a 400 when a column cannot hold the value (PostgreSQL)',
    async () => {
      for (const value of [sql`2147483648`, sql`${'a\u0000b'}`]) {
        const refusal = await refusalOf(() => sql`SELECT ${value}::integer`.execute(t.app.db));
        expect(refusal).toMatchObject({ statusCode: 400, message: databaseMessages.unstorable });
      }
    },
  );

  it('is not mistaken for a client error when the SQL itself is wrong', async () => {
    const error: unknown = await sql`SELECT * FROM no_such_table`.execute(t.app.db).catch((e) => e);
    expect(databaseRefusal(error)).toBeUndefined();
  });
});
