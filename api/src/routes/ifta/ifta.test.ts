/**
 * IFTA through the real API: sync-protocol's worked quarters (ifta-cases.ts, figures worked out by
 * hand there) logged as a driver would, fill-ups with their state, segments and rates, then
 * GET /api/ifta/report; and the segments and rates as synced tables.
 */
import {
  iftaCases,
  iftaMessages,
  jurisdictionMessages,
  type FuelEntry,
  type IftaCase,
  type IftaReport,
  type JurisdictionSegment,
  type SyncChanges,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { apiWithDrivers, subscribedDriver } from '../../test/accounts.js';
import { postMultipart } from '../../test/multipart.js';

const { t, cookies } = await apiWithDrivers('ifta-dale@example.com', 'ifta-rosa@example.com');
const [dale, rosa] = cookies;
let drivers = 0;

const send = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function logQuarter(cookie: string, c: IftaCase) {
  for (const f of c.fillUps) {
    const res = await postMultipart(t, cookie, '/api/fuel', {
      id: uuidv7(),
      date: f.date,
      odometer: String(f.odometer),
      gallons: f.gallons,
      pricePerGallon: '3.999',
      fuelType: f.fuelType,
      jurisdiction: f.jurisdiction,
      taxPaid: String(f.taxPaid),
    });
    expect(res.statusCode).toBe(201);
  }
  for (const s of c.segments) {
    const res = await send(cookie, 'POST', '/api/jurisdiction-segments', { id: uuidv7(), ...s });
    expect(res.statusCode).toBe(201);
  }
  for (const r of c.rates) {
    const res = await send(cookie, 'POST', '/api/ifta/rates', {
      id: uuidv7(),
      quarter: c.quarter,
      ...r,
    });
    expect(res.statusCode).toBe(201);
  }
}

describe('GET /api/ifta/report', () => {
  it.each(iftaCases)('$name', async (c) => {
    const cookie = await subscribedDriver(t, `ifta-case-${drivers++}@example.com`);
    await logQuarter(cookie, c);
    const res = await get(cookie, `/api/ifta/report?quarter=${c.quarter}`);
    expect(res.statusCode).toBe(200);
    const report = res.json<IftaReport>();
    expect(report).toMatchObject({
      quarter: c.quarter,
      totalMiles: c.expected.totalMiles,
      totalGallons: c.expected.totalGallons,
      fleetMpg: c.expected.fleetMpg,
      totalTax: c.expected.totalTax,
    });
    expect(report.rows).toEqual(
      c.expected.rows.map((row) => expect.objectContaining({ missing: null, ...row })),
    );
    for (const [code, tax] of Object.entries(c.expected.surchargeTax ?? {}))
      expect(report.rows.find((r) => r.jurisdiction === code)?.surchargeTax).toBe(tax);
  });

  it('answers afresh once a fill-up is added after a report was read', async () => {
    const cookie = await subscribedDriver(t, `ifta-case-${drivers++}@example.com`);
    const read = async () =>
      (await get(cookie, '/api/ifta/report?quarter=2026-Q4')).json<IftaReport>().totalGallons;
    expect(await read()).toBe(0);
    await postMultipart(t, cookie, '/api/fuel', {
      id: uuidv7(),
      date: '2026-11-02',
      odometer: '400000',
      gallons: '75.5',
      pricePerGallon: '3.5',
      jurisdiction: 'OK',
    });
    expect(await read()).toBe(75.5);
  });

  it('refuses a quarter that is not one, with the form it takes', async () => {
    const res = await get(dale, '/api/ifta/report?quarter=2026-Q5');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Quarter must look like 2026-Q3');
  });

  it("never counts another driver's miles or fuel", async () => {
    const res = await get(rosa, '/api/ifta/report?quarter=2026-Q3');
    expect(res.json<IftaReport>()).toMatchObject({ totalMiles: 0, totalGallons: 0, rows: [] });
  });
});

describe('a fill-up', () => {
  it("keeps where it was bought and whether the tax was paid, and refuses a place that isn't one", async () => {
    const fields = {
      date: '2026-11-02',
      odometer: '500000',
      gallons: '100',
      pricePerGallon: '3.5',
    };
    const ok = await postMultipart(t, dale, '/api/fuel', {
      ...fields,
      id: uuidv7(),
      jurisdiction: 'ON',
      taxPaid: 'false',
    });
    expect(ok.json<FuelEntry>()).toMatchObject({ jurisdiction: 'ON', taxPaid: false });
    const plain = await postMultipart(t, dale, '/api/fuel', { ...fields, id: uuidv7() });
    expect(plain.json<FuelEntry>()).toMatchObject({ jurisdiction: null, taxPaid: true });
    const bad = await postMultipart(t, dale, '/api/fuel', { ...fields, jurisdiction: 'ZZ' });
    expect(bad.statusCode).toBe(400);
    // The fuel calls answer a refusal as plain text (docs/product.md §7).
    expect(bad.body).toBe(jurisdictionMessages.invalid);
  });
});

describe('jurisdiction segments', () => {
  const segment = (change: object = {}) => ({
    id: uuidv7(),
    date: '2026-11-03',
    jurisdiction: 'OK',
    odometerStart: 600_000,
    ...change,
  });

  it("are added, closed, deleted, and reach the driver's other devices", async () => {
    const s = segment();
    const added = await send(dale, 'POST', '/api/jurisdiction-segments', s);
    expect(added.statusCode).toBe(201);
    expect(added.json<JurisdictionSegment>()).toMatchObject({ odometerEnd: null, miles: null });
    const closed = await send(dale, 'PUT', `/api/jurisdiction-segments/${s.id}`, {
      ...s,
      id: undefined,
      odometerEnd: 600_212,
    });
    expect(closed.json<JurisdictionSegment>()).toMatchObject({ odometerEnd: 600_212 });
    const listed = await get(dale, '/api/jurisdiction-segments?quarter=2026-Q4');
    expect(listed.json<JurisdictionSegment[]>().map((x) => x.id)).toContain(s.id);
    const pulled = (await get(dale, '/api/sync/changes')).json<SyncChanges>();
    expect(pulled.jurisdictionSegments.map((x) => x.id)).toContain(s.id);

    expect((await send(dale, 'DELETE', `/api/jurisdiction-segments/${s.id}`)).statusCode).toBe(200);
    expect((await send(dale, 'DELETE', `/api/jurisdiction-segments/${s.id}`)).statusCode).toBe(200);
    const again = await send(dale, 'POST', '/api/jurisdiction-segments', s);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This segment was deleted');
  });

  it('answer a replayed create with the first result, once', async () => {
    const s = segment({ miles: 212, odometerStart: null });
    const headers = { cookie: dale, 'idempotency-key': uuidv7() };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/jurisdiction-segments',
      headers,
      payload: s,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/jurisdiction-segments',
      headers,
      payload: s,
    });
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
  });

  it("refuse another driver's id and never show it", async () => {
    const s = segment();
    await send(dale, 'POST', '/api/jurisdiction-segments', s);
    expect((await send(rosa, 'POST', '/api/jurisdiction-segments', s)).statusCode).toBe(409);
    expect((await send(rosa, 'DELETE', `/api/jurisdiction-segments/${s.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['both miles and an odometer', { miles: 200 }, iftaMessages.milesOrOdometer],
    ['neither', { odometerStart: null }, iftaMessages.milesOrOdometer],
    ['an end below the start', { odometerEnd: 599_999 }, iftaMessages.endBeforeStart],
    ['a stretch past 10,000 miles', { odometerEnd: 610_001 }, iftaMessages.stretchTooLong],
    ['a state that is not one', { jurisdiction: 'XX' }, jurisdictionMessages.invalid],
    [
      'miles past a plausible stretch',
      { miles: 10_001, odometerStart: null },
      iftaMessages.milesInvalid,
    ],
  ])('refuse %s with a reason', async (_, change, message) => {
    const res = await send(dale, 'POST', '/api/jurisdiction-segments', segment(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('rates', () => {
  it('are kept as typed to 4 places, edited, and refused past $10 a gallon', async () => {
    const id = uuidv7();
    const rate = { id, quarter: '2026-Q4', jurisdiction: 'KY', rate: '0.246', surcharge: 0.1 };
    const added = await send(dale, 'POST', '/api/ifta/rates', rate);
    expect(added.json()).toMatchObject({ rate: '0.2460', surcharge: '0.1000' });
    const edited = await send(dale, 'PUT', `/api/ifta/rates/${id}`, {
      ...rate,
      id: undefined,
      rate: '0.26',
    });
    expect(edited.json()).toMatchObject({ rate: '0.2600' });
    const listed = await get(dale, '/api/ifta/rates?quarter=2026-Q4');
    expect(listed.json()).toEqual([expect.objectContaining({ id, rate: '0.2600' })]);
    const tooHigh = await send(dale, 'POST', '/api/ifta/rates', {
      ...rate,
      id: uuidv7(),
      rate: '10.01',
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe(iftaMessages.rateInvalid);
    const alaska = await send(dale, 'POST', '/api/ifta/rates', {
      ...rate,
      id: uuidv7(),
      jurisdiction: 'AK',
    });
    expect(alaska.statusCode).toBe(400);
    expect(alaska.json().message).toBe(iftaMessages.notMember);
  });
});
