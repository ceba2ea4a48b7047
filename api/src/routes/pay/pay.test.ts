import { addBonusTierFailed, bonusMessages, payMessages, type Load } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let dale: string;
let rosa: string;
let hank: string;

beforeAll(async () => {
  t = await build();
  dale = await subscribedDriver(t, 'pay-dale@example.com', { company: 'super_ego' });
  rosa = await subscribedDriver(t, 'pay-rosa@example.com');
  await signUp(t, 'pay-hank@example.com', { company: 'hirschbach', hirschbachAccount: 'otr' });
  hank = await signIn(t, 'pay-hank@example.com');
});
afterAll(() => t.close());

function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  key?: string,
) {
  const headers: Record<string, string> = { cookie };
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('GET /api/company', () => {
  it("gives a percentage carrier's pay and no bonus program", async () => {
    const res = await call(dale, 'GET', '/api/company');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'super_ego',
      payType: 'percentage',
      baseRate: '70.000',
      hasBonusProgram: false,
      hasPayPeriodPresets: false,
    });
  });

  it("gives Hirschbach's bonus program and its OTR and Dedicated presets", async () => {
    const res = await call(hank, 'GET', '/api/company');
    expect(res.json()).toMatchObject({
      name: 'hirschbach',
      payType: 'per_mile',
      baseRate: '0.750',
    });
    expect(res.json().hasBonusProgram).toBe(true);
    expect(res.json().payPeriodPresets).toEqual([
      expect.objectContaining({ name: 'otr', payPeriodStartDay: 'wednesday' }),
      expect.objectContaining({ name: 'dedicated', payPeriodStartDay: 'saturday' }),
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/company' })).statusCode).toBe(401);
  });
});

describe('the pay config', () => {
  it("starts as the carrier's pay with docs/product.md §9's other defaults", async () => {
    const res = await call(hank, 'GET', '/api/pay-config');
    expect(res.json()).toMatchObject({
      payType: 'per_mile',
      tier1Rate: '0.750',
      tier1MaxMiles: 1000,
      tier2Rate: '0.600',
      fixedMonthlyBonus: '0.00',
      payPeriod: 'weekly',
      payPeriodStartDay: 'wednesday',
      paymentBasis: 'delivery',
      payWeekStart: 0,
    });
  });

  it('changes the fields sent and keeps the rest, without a subscription', async () => {
    const res = await call(hank, 'POST', '/api/pay-config', {
      payPeriod: 'biweekly',
      payPeriodStartDay: 'saturday',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payPeriod: 'biweekly',
      payPeriodStartDay: 'saturday',
      tier1Rate: '0.750',
    });
    expect((await call(hank, 'GET', '/api/pay-config')).json().payPeriod).toBe('biweekly');
  });

  it.each([
    [{ payPeriod: 'daily' }, payMessages.payPeriodInvalid],
    [{ payPeriodStartDay: 'someday' }, payMessages.startDayInvalid],
    [{ payType: 'hourly' }, payMessages.payTypeInvalid],
    [{ tier1Rate: '0.4567' }, payMessages.rateInvalid],
  ])('refuses %j with its message', async (body, text) => {
    const res = await call(hank, 'POST', '/api/pay-config', body);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(text);
  });
});

describe('pay tiers', () => {
  it('adds, lists, edits and deletes a tier, the delete answering once and replaying', async () => {
    const id = uuidv7();
    const added = await call(rosa, 'POST', '/api/pay-tiers', {
      id,
      minMiles: 0,
      maxMiles: null,
      rate: '72.5',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id, minMiles: 0, maxMiles: null, rate: '72.500' });
    expect((await call(rosa, 'GET', '/api/pay-tiers')).json()).toHaveLength(1);

    const edited = await call(rosa, 'PUT', `/api/pay-tiers/${id}`, { minMiles: 0, rate: '80' });
    expect(edited.json()).toMatchObject({ rate: '80.000' });

    const key = `${uuidv7()}:1`;
    const gone = await call(rosa, 'DELETE', `/api/pay-tiers/${id}`, undefined, key);
    expect(gone.json()).toEqual({ success: true, message: 'Pay tier deleted' });
    expect((await call(rosa, 'DELETE', `/api/pay-tiers/${id}`, undefined, key)).json()).toEqual(
      gone.json(),
    );
    expect((await call(rosa, 'GET', '/api/pay-tiers')).json()).toEqual([]);
  });

  it('reads the rate with the bounds of the driver’s pay type', async () => {
    const res = await call(hank, 'POST', '/api/pay-tiers', {
      id: uuidv7(),
      minMiles: 0,
      maxMiles: 1000,
      rate: '75',
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(payMessages.perMileRateInvalid);
  });

  it('refuses a max below the min', async () => {
    const res = await call(hank, 'POST', '/api/pay-tiers', {
      id: uuidv7(),
      minMiles: 2000,
      maxMiles: 1000,
      rate: '0.5',
    });
    expect(message(res)).toBe(payMessages.maxBelowMin);
  });

  it("answers 404 for another driver's tier and an unknown one", async () => {
    const id = uuidv7();
    await call(hank, 'POST', '/api/pay-tiers', { id, minMiles: 0, maxMiles: 1000, rate: '0.5' });
    const put = await call(rosa, 'PUT', `/api/pay-tiers/${id}`, { minMiles: 0, rate: '1' });
    expect(put.statusCode).toBe(404);
    expect(message(put)).toBe(payMessages.payTierNotFound);
    expect((await call(rosa, 'DELETE', `/api/pay-tiers/${id}`)).statusCode).toBe(404);
    expect((await call(hank, 'DELETE', `/api/pay-tiers/${uuidv7()}`)).statusCode).toBe(404);
    expect((await call(hank, 'GET', '/api/pay-tiers')).json()[0]).toMatchObject({ rate: '0.500' });
  });

  it('adds a tier once for a replayed key, and refuses another body under it', async () => {
    const key = `${uuidv7()}:1`;
    const body = { id: uuidv7(), minMiles: 3000, maxMiles: null, rate: '0.65' };
    const first = await call(hank, 'POST', '/api/pay-tiers', body, key);
    const again = await call(hank, 'POST', '/api/pay-tiers', body, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const other = await call(hank, 'POST', '/api/pay-tiers', { ...body, rate: '0.7' }, key);
    expect(other.statusCode).toBe(422);
    const rates = (await call(hank, 'GET', '/api/pay-tiers')).json() as { rate: string }[];
    expect(rates.filter((r) => r.rate === '0.650')).toHaveLength(1);
  });
});

describe('bonus tiers', () => {
  it.each([['0'], ['-5'], ['abc']])(
    'refuses an amount of %s with docs/product.md §5 text',
    async (amount) => {
      const res = await call(hank, 'POST', '/api/bonus-tiers', {
        id: uuidv7(),
        bonusAmount: amount,
      });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(bonusMessages.amountInvalid);
      // The screen's toast reads it as docs/product.md §8 says.
      expect(addBonusTierFailed(message(res))).toBe(
        'Failed to add bonus tier: Please enter a valid bonus amount',
      );
    },
  );

  it('adds one with empty optional fields as null, and deletes only its own', async () => {
    const id = uuidv7();
    const added = await call(hank, 'POST', '/api/bonus-tiers', {
      id,
      bonusType: 'flat',
      bonusAmount: '250',
      timePeriod: 'weekly',
      minMiles: null,
      maxMiles: null,
      description: '',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      bonusAmount: '250.00',
      minMiles: null,
      maxMiles: null,
      description: null,
    });
    expect((await call(rosa, 'DELETE', `/api/bonus-tiers/${id}`)).statusCode).toBe(404);
    const gone = await call(hank, 'DELETE', `/api/bonus-tiers/${id}`);
    expect(gone.json()).toEqual({ success: true, message: 'Bonus tier deleted' });
    expect((await call(hank, 'GET', '/api/bonus-tiers')).json()).toEqual([]);
  });
});

describe('pay computed when shown', () => {
  it('stores no pay on a load: a pay change leaves loads untouched, typed figures too', async () => {
    const trip = { loadedMiles: 1000, emptyMiles: 0, revenue: undefined };
    const computed = await call(dale, 'POST', '/api/loads', newLoadBody(trip));
    const typed = await call(dale, 'POST', '/api/loads', { ...newLoadBody(trip), revenue: 3000 });
    await call(dale, 'POST', '/api/pay-config', { payType: 'per_mile', tier1Rate: '0.5' });
    const loads = (await call(dale, 'GET', '/api/loads')).json() as Load[];
    const byId = new Map(loads.map((l) => [l.id, l]));
    expect(byId.get(computed.json().id)).toMatchObject({
      revenue: null,
      version: computed.json().version,
    });
    expect(byId.get(typed.json().id)).toMatchObject({ revenue: 3000 });
  });

  it('starts a switch to percentage at 75 %, and keeps each tier to the pay type it was made under', async () => {
    const driver = await subscribedDriver(t, 'switcher@example.com');
    await call(driver, 'POST', '/api/pay-config', { payType: 'per_mile', tier1Rate: '0.750' });
    const tier = await call(driver, 'POST', '/api/pay-tiers', {
      minMiles: 0,
      maxMiles: null,
      rate: '0.55',
    });
    expect(tier.json()).toMatchObject({ payType: 'per_mile', rate: '0.550' });
    const switched = await call(driver, 'POST', '/api/pay-config', { payType: 'percentage' });
    expect(switched.json()).toMatchObject({ payType: 'percentage', tier1Rate: '75.000' });
  });

  it('takes the bonus tier and pay tier calls without ids, as first described, §5’s message first', async () => {
    const noAmount = await call(hank, 'POST', '/api/bonus-tiers', {
      bonusType: 'flat',
      timePeriod: 'weekly',
      minMiles: null,
      maxMiles: null,
      description: null,
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json()).toEqual({ message: 'Please enter a valid bonus amount' });
    const bonus = await call(hank, 'POST', '/api/bonus-tiers', {
      bonusType: 'flat',
      bonusAmount: 150,
      timePeriod: 'weekly',
      minMiles: 2000,
      maxMiles: null,
      description: null,
    });
    expect(bonus.statusCode).toBe(201);
    expect(bonus.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the sync', () => {
  it('pulls the pay config, tiers and deletes like any synced table', async () => {
    const res = await call(hank, 'GET', '/api/sync/changes?since=0');
    const changes = res.json();
    expect(changes.payConfigs).toEqual([expect.objectContaining({ payPeriod: 'biweekly' })]);
    expect(changes.payTiers.length).toBeGreaterThan(0);
    expect(changes.tombstones).toContainEqual(expect.objectContaining({ table: 'bonusTiers' }));
  });
});
