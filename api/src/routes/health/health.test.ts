import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

it('answers 200 after querying the database it was configured with', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  const expected = process.env.HB_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  expect(res.json()).toEqual({ status: 'ok', database: expected });
});

it('answers a JSON 404 for an unknown API path', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Not found' });
});

it('seeds the carriers with their fallback pay and Hirschbach presets', async () => {
  const companies = await t.app.db
    .selectFrom('companies')
    .select(['name', 'payType', 'baseRateMilli', 'hasBonusProgram'])
    .orderBy('name')
    .execute();
  expect(companies).toEqual([
    { name: 'default', payType: 'per_mile', baseRateMilli: 650, hasBonusProgram: 0 },
    { name: 'hirschbach', payType: 'per_mile', baseRateMilli: 750, hasBonusProgram: 1 },
    { name: 'landstar', payType: 'percentage', baseRateMilli: 75000, hasBonusProgram: 0 },
    { name: 'super_ego', payType: 'percentage', baseRateMilli: 70000, hasBonusProgram: 0 },
  ]);
  const presets = await t.app.db
    .selectFrom('companyPayPeriodPresets')
    .select(['name', 'payPeriodStartDay'])
    .orderBy('name')
    .execute();
  expect(presets).toEqual([
    { name: 'dedicated', payPeriodStartDay: 'saturday' },
    { name: 'otr', payPeriodStartDay: 'wednesday' },
  ]);
});
