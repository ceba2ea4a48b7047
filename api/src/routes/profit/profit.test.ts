/**
 * GET /api/profit and /api/profit/loads through the real API: two loads delivered today, a
 * fill-up and two expenses, read as an owner-operator (what the loads pay) and as a company driver
 * (My pay). Worked by hand:
 * miles 1,000 + 600 = 1,600; fuel 100 x 3.999 = $399.90 (load A); expenses tolls $18.50 (A) and
 * insurance $450 = $468.50; costs $868.40.
 * - load_pays: income 2,500 + 1,800 = 4,300; net 3,431.60; per mile 4,300 / 1,600 = 2.6875 ->
 *   2.69, cost 0.54275 -> 0.54, profit 2.14475 -> 2.14; load A 2,500 - 399.90 - 18.50 = 2,081.60.
 * - my_pay: income 1,000 + 720 = 1,720; net 851.60; per mile 1.075 -> 1.08, profit 0.53225 -> 0.53.
 */
import { addDays, profitMessages, type Profit } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';
import { postMultipart } from '../../test/multipart.js';

const { t, cookies } = await apiWithDrivers('profit-dale@example.com');
const [dale] = cookies;

const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: dale }, ...(payload ? { payload } : {}) });

async function deliveredLoad(loadedMiles: number, grossAmount: number, revenue: number) {
  const id = uuidv7();
  const now = new Date().toISOString();
  const made = await call('POST', '/api/loads', {
    id,
    pickupCity: 'Tulsa',
    pickupState: 'OK',
    deliveryCity: 'Wichita',
    deliveryState: 'KS',
    pickupDate: now,
    deliveryDate: now,
    loadedMiles,
    emptyMiles: 100,
    grossAmount,
    revenue,
  });
  expect(made.statusCode).toBe(201);
  expect((await call('PATCH', `/api/loads/${id}/pickup`)).statusCode).toBe(200);
  expect((await call('PATCH', `/api/loads/${id}`, { status: 'delivered' })).statusCode).toBe(200);
  return id;
}

const today = new Date().toISOString().slice(0, 10);
const window = `from=${addDays(today, -40)}&to=${addDays(today, 1)}`;

describe('GET /api/profit', () => {
  it('answers the window as an owner-operator and as a company driver', async () => {
    const a = await deliveredLoad(900, 2500, 1000);
    const b = await deliveredLoad(500, 1800, 720);
    const fill = await postMultipart(t, dale, '/api/fuel', {
      id: uuidv7(),
      date: today,
      odometer: '200000',
      gallons: '100',
      pricePerGallon: '3.999',
      assignedLoadId: a,
    });
    expect(fill.statusCode).toBe(201);
    for (const expense of [
      { category: 'tolls', amount: '18.50', loadId: a },
      { category: 'insurance', amount: 450 },
    ]) {
      const res = await call('POST', '/api/expenses', { id: uuidv7(), date: today, ...expense });
      expect(res.statusCode).toBe(201);
    }

    await call('POST', '/api/preferences', { incomeBasis: 'load_pays' });
    const owner = (await call('GET', `/api/profit?${window}`)).json<Profit>();
    expect(owner).toMatchObject({
      basis: 'load_pays',
      miles: 1600,
      income: 4300,
      fuel: 399.9,
      expenses: 468.5,
      expensesByCategory: { tolls: 18.5, insurance: 450 },
      net: 3431.6,
      revenuePerMile: 2.69,
      costPerMile: 0.54,
      profitPerMile: 2.14,
    });
    expect(owner).not.toHaveProperty('loads');
    const perLoad = (await call('GET', `/api/profit/loads?${window}`)).json<Profit>();
    expect(perLoad.loads.map((l) => l.loadId)).toEqual([a, b]);
    expect(perLoad.loads[0]).toMatchObject({
      income: 2500,
      fuel: 399.9,
      expenses: 18.5,
      net: 2081.6,
    });

    await call('POST', '/api/preferences', { incomeBasis: 'my_pay' });
    const company = (await call('GET', `/api/profit?${window}`)).json<Profit>();
    expect(company).toMatchObject({
      income: 1720,
      net: 851.6,
      revenuePerMile: 1.08,
      profitPerMile: 0.53,
    });
  });

  it('refuses a window that ends before it starts', async () => {
    const res = await call('GET', '/api/profit?from=2026-11-30&to=2026-11-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(profitMessages.toBeforeFrom);
  });
});
