/**
 * The IFTA return on the device, offline: sync-protocol's worked quarters (ifta-cases.ts, the
 * same ones api/src/routes/ifta/ifta.test.ts sends through the real API) logged through the
 * device's writes, then read back with the figures worked out by hand there.
 */
import { iftaCases, type IftaCase, type Jurisdiction } from '@haulbook/sync-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, db } from './db';
import { fuelWrites } from './fuel';
import { iftaWrites } from './ifta';
import { deviceIftaReport } from './iftaReport';

const offline = () => undefined;

beforeEach(() => clearLocalData(db));
afterEach(() => clearLocalData(db));

async function logQuarter(c: IftaCase) {
  const fuel = fuelWrites(db, offline);
  const ifta = iftaWrites(db, offline);
  for (const f of c.fillUps)
    await fuel.addFuelEntry({
      date: f.date,
      odometer: String(f.odometer),
      gallons: f.gallons,
      pricePerGallon: '3.999',
      fuelType: f.fuelType,
      missedPreviousEntry: 'false',
      jurisdiction: f.jurisdiction as Jurisdiction,
      taxPaid: String(f.taxPaid) as 'true' | 'false',
    });
  for (const s of c.segments)
    await ifta.addSegment({
      date: s.date,
      jurisdiction: s.jurisdiction as Jurisdiction,
      miles: s.miles ?? null,
      odometerStart: s.odometerStart ?? null,
      odometerEnd: s.odometerEnd ?? null,
      loadId: null,
    });
  for (const r of c.rates)
    await ifta.saveRate({
      quarter: c.quarter,
      jurisdiction: r.jurisdiction as Jurisdiction,
      rate: r.rate,
      surcharge: r.surcharge ?? '0',
    });
}

describe('the quarter offline', () => {
  it.each(iftaCases)('$name', async (c) => {
    await logQuarter(c);
    const report = await deviceIftaReport(db, c.quarter, 'America/Chicago');
    expect(report).toMatchObject({
      totalMiles: c.expected.totalMiles,
      totalGallons: c.expected.totalGallons,
      fleetMpg: c.expected.fleetMpg,
      totalTax: c.expected.totalTax,
    });
    expect(report.rows).toEqual(
      c.expected.rows.map((row) => expect.objectContaining({ missing: null, ...row })),
    );
    // Each write is queued for the server, a fill-up with where it was bought.
    expect(await db.outbox.count()).toBe(c.fillUps.length + c.segments.length + c.rates.length);
    const fuelCalls = await db.outbox.filter((e) => e.path === '/api/fuel').toArray();
    expect(fuelCalls.map((e) => (e.body as Record<string, string>).jurisdiction)).toEqual(
      c.fillUps.map((f) => f.jurisdiction),
    );
    expect(fuelCalls.map((e) => (e.body as Record<string, string>).taxPaid)).toEqual(
      c.fillUps.map((f) => String(f.taxPaid)),
    );
  });
});

describe('state lines', () => {
  it('close the stretch before them and open the next, so two lines give the miles between', async () => {
    const ifta = iftaWrites(db, offline);
    const line = { date: '2026-11-03', loadId: null };
    await ifta.crossStateLine({ ...line, jurisdiction: 'OK', odometer: 100_000 });
    await ifta.crossStateLine({ ...line, jurisdiction: 'KS', odometer: 100_212 });
    const segments = await db.jurisdictionSegments.orderBy('date').toArray();
    expect(segments.map((s) => [s.jurisdiction, s.odometerStart, s.odometerEnd])).toEqual([
      ['OK', 100_000, 100_212],
      ['KS', 100_212, null],
    ]);
    const report = await deviceIftaReport(db, '2026-Q4', 'UTC');
    expect(report.rows.map((r) => [r.jurisdiction, r.totalMiles])).toEqual([
      ['KS', 0],
      ['OK', 212],
    ]);
    expect(report.segmentIssues).toMatchObject([{ kind: 'open', odometer: 100_212 }]);
  });

  it('replace a rate typed twice for the same quarter and state', async () => {
    const ifta = iftaWrites(db, offline);
    await ifta.saveRate({ quarter: '2026-Q4', jurisdiction: 'OK', rate: '0.1900', surcharge: '0' });
    await ifta.saveRate({ quarter: '2026-Q4', jurisdiction: 'OK', rate: '0.2000', surcharge: '0' });
    expect(await db.iftaRates.toArray()).toMatchObject([{ jurisdiction: 'OK', rate: '0.2000' }]);
  });
});
