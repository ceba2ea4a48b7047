import { fuelMessages, fuelStats, messages } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  apiWithDrivers,
  signIn,
  signUp,
  subscribe,
  subscribedDriver,
} from '../../test/accounts.js';
import { storedNames } from '../../test/build.js';
import { postMultipart } from '../../test/multipart.js';
import { tinyPng as png } from '../../test/fixtures.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

const {
  t,
  cookies: [dale, rosa],
} = await apiWithDrivers('fuel-dale@example.com', 'fuel-rosa@example.com');

interface Fields {
  [name: string]: string;
}

const postFuel = (
  cookie: string,
  fields: Fields,
  receipt?: { bytes: Buffer; name: string; type: string },
  key?: string,
) => postMultipart(t, cookie, '/api/fuel', fields, receipt, key ? { 'idempotency-key': key } : {});

const fill = (change: Fields = {}): Fields => ({
  id: uuidv7(),
  date: '2026-11-18',
  odometer: '100000',
  gallons: '100.500',
  pricePerGallon: '3.899',
  fuelType: 'diesel',
  ...change,
});

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const receiptFiles = (userId: string) => storedNames(t, 'receipts', userId);

describe('logging fuel', () => {
  it('takes POST /api/fuel without an id, as first described, and makes one', async () => {
    const driver = await subscribedDriver(t, 'fuel-spec@example.com');
    const { id: _id, ...spec } = fill();
    const res = await postFuel(driver, { ...spec, missedPreviousEntry: 'false' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores exact totals and measures MPG from the previous diesel fill-up only', async () => {
    const first = await postFuel(dale, fill());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      gallons: '100.500',
      pricePerGallon: '3.899',
      totalCost: '391.850',
      mpg: null,
      fuelType: 'diesel',
    });
    const def = await postFuel(
      dale,
      fill({ odometer: '100300', gallons: '5.5', pricePerGallon: '4.050', fuelType: 'def' }),
    );
    expect(def.json()).toMatchObject({ mpg: null, totalCost: '22.275' });
    const second = await postFuel(
      dale,
      fill({ date: '2026-11-19', odometer: '100650', gallons: '100' }),
    );
    expect(second.json().mpg).toBe('6.50');
    const missed = await postFuel(
      dale,
      fill({ date: '2026-11-21', odometer: '102900', gallons: '90', missedPreviousEntry: 'true' }),
    );
    expect(missed.json().mpg).toBeNull();
  });

  it('measures the next fill-up again when an earlier one arrives late (offline sync)', async () => {
    const cookie = await subscribedDriver(t, 'late-fuel@example.com');
    await postFuel(cookie, fill({ odometer: '200000' }));
    const later = (await postFuel(cookie, fill({ odometer: '201000', gallons: '100' }))).json();
    expect(later.mpg).toBe('10.00');
    await postFuel(cookie, fill({ odometer: '200400', gallons: '50' }));
    const list = (await get(cookie, '/api/fuel')).json() as { id: string; mpg: string | null }[];
    expect(list.find((e) => e.id === later.id)?.mpg).toBe('6.00');
  });

  it.each([
    [{ odometer: '12a45' }, fuelMessages.odometerInvalid],
    [{ odometer: '' }, fuelMessages.odometerRequired],
    [{ gallons: '10.1234' }, fuelMessages.gallonsInvalid],
    [{ pricePerGallon: '3.8999' }, fuelMessages.priceInvalid],
    [{ date: '' }, fuelMessages.dateRequired],
  ])('answers %j with "%s" as plain text and stores nothing', async (change, message) => {
    const before = (await get(rosa, '/api/fuel')).json().length;
    const res = await postFuel(rosa, fill(change));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(message);
    expect((await get(rosa, '/api/fuel')).json()).toHaveLength(before);
  });
});

describe('values a typo can produce', () => {
  it.each([
    [{ gallons: '1000000' }, fuelMessages.gallonsTooMany],
    [{ gallons: '999.999', pricePerGallon: '9999.999' }, fuelMessages.priceTooHigh],
    [{ odometer: '99999999' }, fuelMessages.odometerInvalid],
    [{ location: 'Pilot\u0000 #12' }, messages.controlCharacters],
    [{ location: 'Love\u0007s' }, messages.controlCharacters],
  ])(
    'refuses %j with 400 "%s", never a 500 the outbox would retry forever',
    async (change, message) => {
      const res = await postFuel(rosa, fill(change));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(message);
    },
  );

  it('stores the largest fill-up the form allows, and a wild MPG as N/A', async () => {
    const cookie = await subscribedDriver(t, 'big-fill@example.com');
    const first = await postFuel(
      cookie,
      fill({ odometer: '1', gallons: '1000', pricePerGallon: '100' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().totalCost).toBe('100000.000');
    const next = await postFuel(cookie, fill({ odometer: '9999999', gallons: '0.001' }));
    expect(next.statusCode).toBe(201);
    expect(next.json().mpg).toBeNull();
  });
});

describe('receipts', () => {
  it('refuses a PDF renamed .jpg, by its bytes, and stores nothing', async () => {
    const { userId } = await signUp(t, 'pdf@example.com');
    const cookie = await signIn(t, 'pdf@example.com');
    await subscribe(t, cookie);
    const res = await postFuel(cookie, fill(), {
      bytes: pdf,
      name: 'receipt.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(fuelMessages.receiptType);
    expect((await get(cookie, '/api/fuel')).json()).toEqual([]);
    expect(await receiptFiles(userId)).toEqual([]);
  });

  it('refuses a 6 MB receipt with 413 and stores nothing', async () => {
    const { userId } = await signUp(t, 'big@example.com');
    const cookie = await signIn(t, 'big@example.com');
    await subscribe(t, cookie);
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await postFuel(cookie, fill(), {
      bytes: big,
      name: 'receipt.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toBe(fuelMessages.receiptSize);
    expect((await get(cookie, '/api/fuel')).json()).toEqual([]);
    expect(await receiptFiles(userId)).toEqual([]);
  });

  it('creates one entry and one receipt file for a replayed call, downloadable by its owner only', async () => {
    const { userId } = await signUp(t, 'replay-fuel@example.com');
    const cookie = await signIn(t, 'replay-fuel@example.com');
    await subscribe(t, cookie);
    const body = fill();
    const receipt = { bytes: png, name: 'pump.png', type: 'image/png' };
    const first = await postFuel(cookie, body, receipt, 'phone:7');
    const replay = await postFuel(cookie, body, receipt, 'phone:7');
    expect(replay.json()).toEqual(first.json());
    expect((await get(cookie, '/api/fuel')).json()).toHaveLength(1);
    expect(await receiptFiles(userId)).toEqual([`${body.id}.png`]);

    const otherPhoto = Buffer.concat([png, Buffer.from('another photo')]);
    const clash = await postFuel(cookie, body, { ...receipt, bytes: otherPhoto }, 'phone:7');
    expect(clash.statusCode).toBe(422);
    expect(await receiptFiles(userId)).toEqual([`${body.id}.png`]);

    const url = first.json().receiptUrl as string;
    const mine = await get(cookie, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.from(mine.rawPayload).equals(png)).toBe(true);
    expect((await get(rosa, url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('last entry and stats', () => {
  it('give the last odometer and the figures of the shared rule', async () => {
    const cookie = await subscribedDriver(t, 'stats-fuel@example.com');
    expect((await get(cookie, '/api/fuel/last')).json()).toEqual({ odometer: null });
    const today = new Date().toISOString().slice(0, 10);
    await postFuel(cookie, fill({ date: today, odometer: '300000' }));
    await postFuel(cookie, fill({ date: today, odometer: '300700', gallons: '100' }));
    await postFuel(
      cookie,
      fill({ date: today, odometer: '300710', gallons: '20.125', fuelType: 'reefer' }),
    );
    expect((await get(cookie, '/api/fuel/last')).json()).toEqual({ odometer: 300710 });
    const stats = (await get(cookie, '/api/fuel/stats')).json();
    const entries = (await get(cookie, '/api/fuel')).json();
    expect(stats).toEqual(
      fuelStats(entries, new Date(), { payPeriodStartDay: 'monday', timeZone: 'UTC' }),
    );
    expect(stats).toMatchObject({
      averageMPG: '7.00',
      weeklyReeferGallons: '20.125',
      weeklyDieselGallons: '200.500',
    });
  });
});
