/**
 * Expenses through the real API, on SQLite and PostgreSQL alike: JSON and multipart writes, the
 * receipt photo, replays, deletes that stay deleted, another driver's ids, the pull and a month.
 */
import {
  expenseMessages,
  jurisdictionMessages,
  type Expense,
  type SyncChanges,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { multipartBody, newLoadBody, tinyPng } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;
let rosa: string;
let dalesLoad: string;

beforeAll(async () => {
  t = await build();
  // Dale has a plan so he can log a load; Rosa has none, as expenses need no plan.
  dale = await subscribedDriver(t, 'expense-dale@example.com');
  rosa = await signIn(t, (await signUp(t, 'expense-rosa@example.com')).email);
  const load = newLoadBody();
  const logged = await t.app.inject({
    method: 'POST',
    url: '/api/loads',
    headers: { cookie: dale },
    payload: load,
  });
  expect(logged.statusCode).toBe(201);
  dalesLoad = load.id;
});
afterAll(() => t.close());

const send = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const changes = async (cookie: string) =>
  (await get(cookie, '/api/sync/changes')).json<SyncChanges>();

async function sendForm(
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  receipt?: Buffer,
) {
  const files = receipt ? [{ field: 'receipt', bytes: receipt, name: 'toll.png' }] : [];
  const { payload, contentType } = await multipartBody(fields, files);
  return t.app.inject({ method, url, headers: { cookie, 'content-type': contentType }, payload });
}

const tolls = (change: object = {}) => ({
  id: uuidv7(),
  date: '2026-11-20',
  category: 'tolls',
  amount: '18.50',
  ...change,
});

describe('an expense', () => {
  it('is added as JSON, edited, listed, pulled and deleted once', async () => {
    const expense = tolls({ amount: 18.5 });
    const added = await send(dale, 'POST', '/api/expenses', expense);
    expect(added.statusCode).toBe(201);
    expect(added.json<Expense>()).toMatchObject({
      id: expense.id,
      amount: '18.50',
      loadId: null,
      jurisdiction: null,
      notes: '',
      receiptUrl: null,
    });

    const { id, ...fields } = expense;
    const edited = await send(dale, 'PUT', `/api/expenses/${id}`, {
      ...fields,
      category: 'scales',
      amount: '12',
      loadId: dalesLoad,
      jurisdiction: 'OK',
      notes: 'CAT scale, Joplin',
    });
    expect(edited.statusCode).toBe(200);
    const now = {
      category: 'scales',
      amount: '12.00',
      loadId: dalesLoad,
      jurisdiction: 'OK',
      notes: 'CAT scale, Joplin',
    };
    expect(edited.json<Expense>()).toMatchObject(now);
    expect((await get(dale, '/api/expenses')).json<Expense[]>()).toContainEqual(
      expect.objectContaining({ id, ...now }),
    );
    expect((await changes(dale)).expenses).toContainEqual(expect.objectContaining({ id, ...now }));

    expect((await send(dale, 'DELETE', `/api/expenses/${id}`)).statusCode).toBe(200);
    expect((await send(dale, 'DELETE', `/api/expenses/${id}`)).statusCode).toBe(200);
    const after = await changes(dale);
    expect(after.expenses.some((e) => e.id === id)).toBe(false);
    expect(after.tombstones).toContainEqual(expect.objectContaining({ table: 'expenses', id }));
    const again = await send(dale, 'POST', '/api/expenses', expense);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This expense was deleted');
    const late = await send(dale, 'PUT', `/api/expenses/${id}`, fields);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(expenseMessages.notFound);
  });

  it('comes as multipart with its receipt photo, which an edit keeps unless it sends a new one', async () => {
    const id = uuidv7();
    const fields = { date: '2026-11-21', category: 'lumper', amount: '150', loadId: '' };
    const added = await sendForm(dale, 'POST', '/api/expenses', { id, ...fields }, tinyPng);
    expect(added.statusCode).toBe(201);
    expect(added.json<Expense>()).toMatchObject({
      amount: '150.00',
      loadId: null,
      jurisdiction: null,
      receiptUrl: `/api/expenses/${id}/receipt`,
    });
    const photo = await get(dale, `/api/expenses/${id}/receipt`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(tinyPng)).toBe(true);

    const edited = await send(dale, 'PUT', `/api/expenses/${id}`, { ...fields, amount: '160' });
    expect(edited.json<Expense>()).toMatchObject({
      amount: '160.00',
      receiptUrl: expect.any(String),
    });
    expect((await get(dale, `/api/expenses/${id}/receipt`)).statusCode).toBe(200);
    const replaced = await sendForm(dale, 'PUT', `/api/expenses/${id}`, fields, tinyPng);
    expect(replaced.json<Expense>()).toMatchObject({
      amount: '150.00',
      receiptUrl: expect.any(String),
    });

    expect((await get(rosa, `/api/expenses/${id}/receipt`)).statusCode).toBe(404);
    const plain = await sendForm(dale, 'POST', '/api/expenses', { ...fields, id: uuidv7() });
    expect(plain.json<Expense>().receiptUrl).toBeNull();
    const missing = await get(dale, `/api/expenses/${plain.json<Expense>().id}/receipt`);
    expect(missing.statusCode).toBe(404);
  });

  it('answers a replayed create with the first result, once', async () => {
    const expense = tolls();
    const headers = { cookie: dale, 'idempotency-key': uuidv7() };
    const call = { method: 'POST' as const, url: '/api/expenses', headers, payload: expense };
    const first = await t.app.inject(call);
    const second = await t.app.inject(call);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const listed = (await get(dale, '/api/expenses')).json<Expense[]>();
    expect(listed.filter((e) => e.id === expense.id)).toHaveLength(1);
  });

  it("refuses another driver's id and never shows it", async () => {
    const expense = tolls();
    await send(dale, 'POST', '/api/expenses', expense);
    const clash = await send(rosa, 'POST', '/api/expenses', expense);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('An expense with this id already exists');
    const { id, ...fields } = expense;
    expect((await send(rosa, 'PUT', `/api/expenses/${id}`, fields)).statusCode).toBe(404);
    expect((await send(rosa, 'DELETE', `/api/expenses/${id}`)).statusCode).toBe(404);
    expect((await get(rosa, '/api/expenses')).json<Expense[]>()).toEqual([]);
    expect((await changes(rosa)).expenses).toEqual([]);
  });

  it("refuses another driver's load as not found", async () => {
    const res = await send(rosa, 'POST', '/api/expenses', tolls({ loadId: dalesLoad }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Load not found');
  });

  it.each([
    ['no category', { category: '' }, expenseMessages.categoryInvalid],
    ['an amount past the cent', { amount: '18.505' }, expenseMessages.amountInvalid],
    ['a zero amount', { amount: 0 }, expenseMessages.amountInvalid],
    ['a date that is not one', { date: '2026-11-31' }, expenseMessages.dateInvalid],
    ['a state that is not one', { jurisdiction: 'ZZ' }, jurisdictionMessages.invalid],
    ['a load that is not an id', { loadId: 'HB-1001' }, expenseMessages.loadInvalid],
    ['notes past 500 characters', { notes: 'x'.repeat(501) }, expenseMessages.notesTooLong],
  ])('refuses %s with a reason', async (_, change, message) => {
    const res = await send(dale, 'POST', '/api/expenses', tolls(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const form = await sendForm(dale, 'POST', '/api/expenses', {
      ...tolls(),
      ...Object.fromEntries(Object.entries(change).map(([k, v]) => [k, String(v)])),
    });
    expect(form.json().message).toBe(message);
  });
});

describe('GET /api/expenses', () => {
  it('lists a window of days, from inclusive and to exclusive, newest first', async () => {
    const sam = await signIn(t, (await signUp(t, 'expense-sam@example.com')).email);
    for (const date of ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'])
      await send(sam, 'POST', '/api/expenses', tolls({ date }));
    const november = await get(sam, '/api/expenses?from=2026-11-01&to=2026-12-01');
    expect(november.json<Expense[]>().map((e) => e.date)).toEqual(['2026-11-30', '2026-11-01']);
    const all = await get(sam, '/api/expenses');
    expect(all.json<Expense[]>().map((e) => e.date)).toEqual([
      '2026-12-01',
      '2026-11-30',
      '2026-11-01',
      '2026-10-31',
    ]);
    const bad = await get(sam, '/api/expenses?from=November');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(expenseMessages.listDateInvalid);
  });
});

describe('a batched push', () => {
  it('replays a create, an edit and a delete through the same rules', async () => {
    const expense = tolls();
    const { id, ...fields } = expense;
    const res = await send(dale, 'POST', '/api/sync/push', {
      deviceId: uuidv7(),
      entries: [
        { seq: 1, method: 'POST', path: '/api/expenses', body: expense },
        {
          seq: 2,
          method: 'PUT',
          path: `/api/expenses/${id}`,
          body: { ...fields, amount: '20' },
        },
        { seq: 3, method: 'POST', path: '/api/expenses', body: tolls({ amount: '-1' }) },
        { seq: 4, method: 'DELETE', path: `/api/expenses/${id}` },
      ],
    });
    const results = res.json<{ results: { status: number; body: Expense }[] }>().results;
    expect(results.map((r) => r.status)).toEqual([201, 200, 400, 200]);
    expect(results[1]?.body.amount).toBe('20.00');
    expect((await changes(dale)).tombstones).toContainEqual(
      expect.objectContaining({ table: 'expenses', id }),
    );
  });
});
