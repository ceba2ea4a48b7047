import type { SyncChanges, SyncHistory } from '@haulbook/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

async function driver(email: string) {
  const cookie = await subscribedDriver(t, email);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const addLoad = async () => {
    const body = newLoadBody();
    expect((await call('POST', '/api/loads', body)).statusCode).toBe(201);
    return body.id;
  };
  const deliver = async (id: string) => {
    await call('PATCH', `/api/loads/${id}/pickup`);
    await call('PATCH', `/api/loads/${id}`, { status: 'delivered' });
  };
  const history = async (query: string): Promise<SyncHistory> => {
    const res = await call('GET', `/api/sync/history${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The first answer, then every page below it, at `limit` rows a page. */
  const wholeHistory = async (limit: number) => {
    const answers = [await history(`?limit=${limit}`)];
    while (answers.at(-1)!.hasMore) {
      const { top, below } = answers.at(-1)!;
      answers.push(await history(`?top=${top}&below=${below}&limit=${limit}`));
    }
    return answers;
  };
  /** Fill-ups sent as a device's batch does (POST /api/fuel is otherwise a multipart call). */
  const pushFuel = async (fills: ReturnType<typeof fillUp>[]) => {
    const pushed = await call('POST', '/api/sync/push', {
      deviceId: randomUUID(),
      entries: fills.map((body, i) => ({ seq: i + 1, method: 'POST', path: '/api/fuel', body })),
    });
    return pushed.json().results.map((r: { status: number }) => r.status);
  };
  return { call, addLoad, deliver, history, wholeHistory, pushFuel };
}

const fillUp = (odometer: number) => ({
  id: randomUUID(),
  date: '2026-11-20',
  odometer: String(odometer),
  gallons: '100',
  pricePerGallon: '3.899',
  fuelType: 'diesel',
  missedPreviousEntry: 'false',
});

const loadIds = (answers: SyncHistory[]) => answers.flatMap((a) => a.loads.map((l) => l.id));

describe('a new device pulls its history newest first', () => {
  it('answers the settings and the open loads first, then the rest newest to oldest, each row once', async () => {
    const d = await driver('history-order@example.com');
    await d.call('POST', '/api/pay-config', { payPeriodStartDay: 'friday' });
    const open = await d.addLoad();
    const delivered: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = await d.addLoad();
      await d.deliver(id);
      delivered.push(id);
    }
    const onTheRoad = await d.addLoad();
    await d.call('PATCH', `/api/loads/${onTheRoad}/pickup`);

    const answers = await d.wholeHistory(2);
    const [first] = answers;
    expect(first!.payConfigs).toEqual([expect.objectContaining({ payPeriodStartDay: 'friday' })]);
    // The open loads come first whatever their age; then the newest delivered ones.
    expect(first!.loads.map((l) => l.id)).toEqual(
      expect.arrayContaining([open, onTheRoad, delivered[6], delivered[5]]),
    );
    expect(first!.loads).toHaveLength(4);
    expect(loadIds(answers.slice(1))).toEqual([...delivered].reverse().slice(2));
    const delivered_ = answers.flatMap((a) => [...a.loads, ...a.payConfigs, ...a.userPreferences]);
    expect(first!.total).toBe(delivered_.length);
    const versions = answers.slice(1).flatMap((a) => a.loads.map((l) => l.version));
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
  });

  it('leaves a changed or deleted row to the ordinary pull from the top, so none is lost or doubled', async () => {
    const d = await driver('history-race@example.com');
    const fill = fillUp(150_000);
    expect(await d.pushFuel([fill])).toEqual([201]);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push(await d.addLoad());
      await d.deliver(ids.at(-1)!);
    }
    const first = await d.history('?limit=2');
    expect(loadIds([first])).toEqual([ids[3], ids[2]]);

    // While the device stores the first page, another device edits an old load and deletes the
    // fill-up, which the history has not reached yet.
    const { id: _new, ...fields } = newLoadBody();
    const edited = await d.call('PUT', `/api/loads/${ids[0]}`, { ...fields, notes: 'Fixed' });
    expect(edited.statusCode).toBe(200);
    expect((await d.call('DELETE', `/api/fuel/${fill.id}`)).statusCode).toBe(200);

    const rest: SyncHistory[] = [first];
    while (rest.at(-1)!.hasMore)
      rest.push(await d.history(`?top=${first.top}&below=${rest.at(-1)!.below}&limit=2`));
    expect(loadIds(rest.slice(1))).toEqual([ids[1]]);
    expect(rest.flatMap((a) => a.fuelEntries)).toEqual([]);

    const after: SyncChanges = (await d.call('GET', `/api/sync/changes?since=${first.top}`)).json();
    expect(after.loads.map((l) => [l.id, l.notes])).toEqual([[ids[0], 'Fixed']]);
    expect(after.tombstones.map((g) => g.id)).toEqual([fill.id]);
  });

  it('keeps the rows of one write together when they are more than a page', async () => {
    const d = await driver('history-batch@example.com');
    // The late fill-up at 150,500 re-measures the one at 151,000: two rows written at one version.
    const fills = [fillUp(150_000), fillUp(151_000), fillUp(150_500)];
    expect(await d.pushFuel(fills)).toEqual([201, 201, 201]);

    const answers = await d.wholeHistory(1);
    const odometers = answers.map((a) => a.fuelEntries.map((f) => f.odometer).sort());
    expect(odometers).toEqual([[150_500, 151_000], [150_000]]);
  });

  it('refuses a page asked for without the history it belongs to', async () => {
    const d = await driver('history-query@example.com');
    const res = await d.call('GET', '/api/sync/history?below=4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'below must be a version after the first page' });
  });
});
