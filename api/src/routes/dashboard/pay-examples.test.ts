/**
 * The pay worked out by hand (sync-protocol pay-examples.ts), through the real API on SQLite and
 * PostgreSQL: each case's settings and loads go in through the calls a device makes, then GET
 * /api/dashboard/stats and the device's own figures from a pull must both give the case's cents.
 */
import {
  dashboardSettingsOf,
  dashboardStats,
  decimalToScaled,
  earningsLoadOf,
  earnsPay,
  exampleDelivery,
  exampleNow,
  payExamples,
  type Load,
  type PayExample,
  type SyncChanges,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const dayMs = 86_400_000;

function caller(cookie: string) {
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** The case's pay settings, through POST /api/pay-config, /api/pay-tiers and /api/bonus-tiers. */
async function setPay(call: ReturnType<typeof caller>, example: PayExample) {
  const { payType, ...rates } = example.config;
  for (const tier of example.tiers ?? []) {
    // A tier belongs to the pay type in force when it is added.
    await call('POST', '/api/pay-config', { payType: tier.payType ?? payType });
    const added = await call('POST', '/api/pay-tiers', {
      minMiles: tier.minMiles,
      maxMiles: null,
      rate: tier.rate,
      orderIndex: tier.orderIndex ?? 0,
    });
    expect(added.statusCode).toBe(201);
  }
  const config = await call('POST', '/api/pay-config', { payType, ...rates });
  expect(config.statusCode, config.body).toBe(200);
  for (const bonus of example.bonusTiers ?? [])
    expect((await call('POST', '/api/bonus-tiers', bonus)).statusCode).toBe(201);
}

/** The case's loads through POST /api/loads, closed when the case says. */
async function addLoads(call: ReturnType<typeof caller>, example: PayExample, userId: string) {
  for (const load of example.loads) {
    const closedAt = load.closedAt ?? exampleDelivery;
    const body = newLoadBody({
      loadNumber: load.loadNumber,
      pickupDate: new Date(Date.parse(closedAt) - dayMs).toISOString(),
      deliveryDate: closedAt,
      loadedMiles: load.loadedMiles,
      emptyMiles: load.emptyMiles ?? 0,
      revenue: load.revenue,
      grossAmount: load.grossAmount,
      extras: load.extras,
    });
    const created = await call('POST', '/api/loads', body);
    expect(created.statusCode, created.body).toBe(201);
    if (load.tonu) {
      expect((await call('PATCH', `/api/loads/${body.id}/tonu`, {})).statusCode).toBe(200);
      await t.app.db
        .updateTable('loads')
        .set({ actualDeliveryDate: closedAt })
        .where('id', '=', body.id)
        .execute();
    } else
      await t.app.db
        .updateTable('loads')
        .set({ status: 'delivered' })
        .where('id', '=', body.id)
        .where('userId', '=', userId)
        .execute();
  }
}

async function pulled(call: ReturnType<typeof caller>) {
  const changes = (await call('GET', '/api/sync/changes?since=0&limit=5000')).json<SyncChanges>();
  return changes;
}

const cents = (dollars: string) => decimalToScaled(dollars, 2);

describe('pay worked out by hand, on the server and on the device', () => {
  it.each(payExamples.map((e, i) => [e.name, e, i] as const))('%s', async (_, example, i) => {
    const email = `example-${i}-${uuidv7()}@example.com`;
    const call = caller(await subscribedDriver(t, email));
    const { id: userId } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('userPreferences')
      .set({ timeZone: example.timeZone ?? 'UTC' })
      .where('userId', '=', userId)
      .execute();
    await setPay(call, example);
    await addLoads(call, example, userId);

    const now = new Date(example.now ?? exampleNow);
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const server = (await call('GET', '/api/dashboard/stats')).json();
      const changes = await pulled(call);
      const settings = dashboardSettingsOf(
        changes.payConfigs[0]!,
        changes.payTiers,
        changes.bonusTiers,
        example.timeZone ?? 'UTC',
      );
      const loads = (changes.loads as Load[]).filter(earnsPay).map(earningsLoadOf);
      const device = dashboardStats(loads, settings, now);
      const expected = { week: example.weekCents, month: example.monthCents };
      expect({ week: cents(server.weeklyEarnings), month: cents(server.monthlyEarnings) }).toEqual(
        expected,
      );
      expect(device).toEqual(server);
    } finally {
      vi.useRealTimers();
    }
  });
});
