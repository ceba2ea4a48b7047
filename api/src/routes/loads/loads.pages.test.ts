/**
 * GET /api/loads and GET /api/fuel answer one page at a time: a `limit` (default 100, at most 500)
 * and, while more remain, a Link to the next page. The app itself reads through the sync pull.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { signIn, signUp } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';

let t: TestApp;
let cookie: string;
let other: string;
beforeAll(async () => {
  t = await build();
  const { userId } = await signUp(t, 'pages@example.com');
  await signUp(t, 'pages-other@example.com');
  cookie = await signIn(t, 'pages@example.com');
  other = await signIn(t, 'pages-other@example.com');
  const now = new Date().toISOString();
  const day = (i: number) => `2026-0${1 + (i % 9)}-1${i % 10}T12:00:00.000Z`;
  await t.app.db
    .insertInto('loads')
    .values(
      Array.from({ length: 230 }, (_, i) => ({
        id: uuidv7(),
        userId,
        version: i + 1,
        pickupCity: `City ${i}`,
        pickupState: 'MO',
        deliveryCity: 'Dallas',
        deliveryState: 'TX',
        pickupDate: day(i),
        deliveryDate: day(i),
        loadedMiles: 100,
        emptyMiles: 0,
        totalMiles: 100,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  await t.app.db
    .insertInto('fuelEntries')
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        id: uuidv7(),
        userId,
        version: 300 + i,
        date: day(i).slice(0, 10),
        odometer: 1000 + (i % 7),
        gallonsMilli: 1000,
        pricePerGallonMilli: 3000,
        totalCostMilli: 3000,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const get = (url: string, as = cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: as } });

function nextLink(link: string | string[] | undefined): string | undefined {
  const header = Array.isArray(link) ? link.join(', ') : link;
  return header && /<([^>]+)>;\s*rel="next"/.exec(header)?.[1];
}

async function readAll(first: string) {
  const pages: { id: string }[][] = [];
  let url: string | undefined = first;
  while (url) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    pages.push(res.json());
    url = nextLink(res.headers.link);
  }
  return pages;
}

describe.each([
  ['/api/loads', 230, (r: Record<string, string>) => r.pickupDate!],
  [
    '/api/fuel',
    120,
    (r: Record<string, string>) => `${r.date}|${String(r.odometer).padStart(9, '0')}`,
  ],
])('%s', (path, total, sortKey) => {
  it('answers 100 by default, newest first, with a link to the next page', async () => {
    const pages = await readAll(path);
    expect(pages[0]).toHaveLength(100);
    const rows = pages.flat() as unknown as Record<string, string>[];
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    const keys = rows.map(sortKey);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('takes a limit, and refuses one above 500', async () => {
    const pages = await readAll(`${path}?limit=50`);
    expect(pages.map((p) => p.length)).toEqual(
      Array.from({ length: Math.ceil(total / 50) }, (_, i) => Math.min(50, total - i * 50)),
    );
    expect((await get(`${path}?limit=501`)).statusCode).toBe(400);
    expect((await get(`${path}?cursor=not-a-cursor`)).statusCode).toBe(400);
  });

  it("shows nobody else's rows, and no link when there is nothing more", async () => {
    const res = await get(path, other);
    expect(res.json()).toEqual([]);
    expect(nextLink(res.headers.link)).toBeUndefined();
  });
});
