/**
 * Each tap of sync-protocol's status-cases.ts through the real API: a load of the driver's own is
 * brought to where the case starts, then the tap's call answers the case's status or its refusal
 * (409 with the same words the device shows, web/src/data/statusMoves.test.ts).
 */
import { statusMoveCases, type LoadStatus, type LoadTap } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { apiWithDrivers } from '../../test/accounts.js';
import { newLoadBody } from '../../test/fixtures.js';

const {
  t,
  cookies: [dale],
} = await apiWithDrivers('status-moves@example.com');

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: dale }, ...(payload ? { payload } : {}) });

const taps: Record<LoadTap, (id: string) => ReturnType<typeof call>> = {
  pickUp: (id) => call('PATCH', `/api/loads/${id}/pickup`),
  deliver: (id) => call('PATCH', `/api/loads/${id}`, { status: 'delivered' }),
  cancel: (id) => call('DELETE', `/api/loads/${id}`),
};

/** A new load, brought to `status` the way a driver gets it there. */
async function loadAt(status: LoadStatus): Promise<string> {
  const load = newLoadBody();
  expect((await call('POST', '/api/loads', load)).statusCode).toBe(201);
  if (status === 'cancelled') await call('PATCH', `/api/loads/${load.id}/tonu`, {});
  if (status === 'picked_up' || status === 'delivered') await taps.pickUp(load.id);
  if (status === 'delivered') await taps.deliver(load.id);
  return load.id;
}

describe('a tap on a load, on the server', () => {
  it.each(statusMoveCases)('$tap from $from', async ({ from, tap, expected }) => {
    const id = await loadAt(from);
    const res = await taps[tap](id);
    const after = await call('GET', '/api/loads');
    const stored = after.json<{ id: string; status: LoadStatus }[]>().find((l) => l.id === id);
    if ('refused' in expected) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: expected.refused });
      expect(stored?.status).toBe(from);
    } else {
      expect(res.statusCode).toBe(200);
      expect(stored?.status ?? 'removed').toBe(expected.status);
    }
  });
});
