/**
 * Hostile entries in a batched push, and the same calls sent as REST (issue 28): paths with broken
 * %-escapes and control characters, bodies nested far too deep or holding huge arrays. Whatever
 * they hold, the server answers each with a 4xx of its own, never a 5xx (which the device would
 * send again for ever), and the valid entries beside them are stored.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody } from '../../test/fixtures.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await build();
  cookie = await subscribedDriver(t, 'fuzz@example.com');
});
afterAll(() => t.close());

const escapes = fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '%C0%AF', '%2F', '%25', '%FF%FE');
const control = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));
const segment = fc
  .array(fc.oneof(escapes, control, fc.string({ maxLength: 6 }), fc.uuid()), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join(''));

const path = fc.oneof(
  segment.map((s) => `/api/loads/${s}/pickup`),
  segment.map((s) => `/api/loads/${s}`),
  segment.map((s) => `/api/fuel/${s}`),
  segment.map((s) => `/api/maintenance/costs/${s}`),
  segment.map((s) => `/api/pay-tiers/${s}`),
  segment.map((s) => `/api/${s}`),
);
const method = fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE');

/** Bodies as what they are (so a failure prints short); bodyText writes them out. */
type Body =
  { deepArrays: number } | { deepObjects: number } | { hugeArray: number } | { json: string };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.integer({ min: 33, max: 30_000 }).map((n) => ({ deepArrays: n })),
  fc.integer({ min: 33, max: 5_000 }).map((n) => ({ deepObjects: n })),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => ({ hugeArray: n })),
  fc.json({ depthSize: 'medium' }).map((json) => ({ json })),
);

/** JSON text of a body: JSON.stringify itself overflows on the deepest of them. */
function bodyText(b: Body): string {
  if ('deepArrays' in b) return `${'['.repeat(b.deepArrays)}0${']'.repeat(b.deepArrays)}`;
  if ('deepObjects' in b) return `${'{"a":'.repeat(b.deepObjects)}0${'}'.repeat(b.deepObjects)}`;
  if ('hugeArray' in b)
    return `{"id":"x","notes":[${new Array<string>(b.hugeArray).fill('1').join(',')}]}`;
  return b.json;
}

interface Hostile {
  method: string;
  path: string;
  body: Body;
}
const hostile = fc.record({ method, path, body });

/** One entry as JSON text. */
const entryText = (seq: number, e: Hostile) =>
  `{"seq":${seq},"method":${JSON.stringify(e.method)},"path":${JSON.stringify(e.path)},` +
  `"body":${bodyText(e.body)}}`;

let seq = 0;

async function storedLoadIds(): Promise<Set<string>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/sync/changes', headers: { cookie } });
  return new Set(res.json<{ loads: { id: string }[] }>().loads.map((l) => l.id));
}

describe('a push holding hostile entries', () => {
  it('answers each alone with a 4xx and stores the valid entries around them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 4 }), async (bad) => {
        const valid = bad.map(() => newLoadBody());
        const texts: string[] = [];
        const expected: ('valid' | 'hostile')[] = [];
        for (const [i, e] of bad.entries()) {
          const load = { json: JSON.stringify(valid[i]) };
          texts.push(entryText(++seq, { method: 'POST', path: '/api/loads', body: load }));
          texts.push(entryText(++seq, e));
          expected.push('valid', 'hostile');
        }
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sync/push',
          headers: { cookie, 'content-type': 'application/json' },
          payload: `{"deviceId":"fuzzer","entries":[${texts.join(',')}]}`,
        });
        expect(res.statusCode).toBe(200);
        const { results } = res.json<{ results: { status: number; body: unknown }[] }>();
        expect(results).toHaveLength(texts.length);
        for (const [i, kind] of expected.entries()) {
          if (kind === 'valid') expect(results[i]!.status).toBe(201);
          else {
            expect(results[i]!.status).toBeGreaterThanOrEqual(400);
            expect(results[i]!.status).toBeLessThan(500);
            expect(results[i]!.body).toMatchObject({ message: expect.any(String) });
          }
        }
        const stored = await storedLoadIds();
        for (const load of valid) expect(stored.has(load.id)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

/** A path as a client can send it on the wire: control characters %-encoded. */
const onTheWire = (p: string) =>
  [...p]
    .map((c) => (c.charCodeAt(0) <= 32 ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')}` : c))
    .join('');

describe('the same calls sent as REST', () => {
  it('are answered with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (e) => {
        const res = await t.app.inject({
          method: e.method as 'POST',
          url: onTheWire(e.path),
          headers: { cookie, 'content-type': 'application/json' },
          payload: bodyText(e.body),
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
