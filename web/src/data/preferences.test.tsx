import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, db } from './db';
import { useDistanceUnit, usePreferences } from './preferences';

/** A Notification whose permission counts how often it is asked (a blocking call in a browser). */
function countPermissionReads() {
  const reads = { count: 0 };
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        reads.count++;
        return 'granted';
      }
    },
  );
  return reads;
}

const row = {
  id: 'driver-1',
  pushNotifications: true,
  distanceUnit: 'km' as const,
  timeZone: 'America/Chicago',
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

beforeEach(async () => {
  await clearLocalData();
  await db.userPreferences.put(row);
});
afterEach(() => vi.unstubAllGlobals());

describe('preferences on screen', () => {
  it('gives the distance unit from the synced row without asking for notification permission', async () => {
    const reads = countPermissionReads();
    const { result } = renderHook(() => useDistanceUnit());
    await waitFor(() => expect(result.current).toBe('km'));
    expect(reads.count).toBe(0);
  });

  it('shows notifications as on only where the browser granted them', async () => {
    const reads = countPermissionReads();
    const { result } = renderHook(() => usePreferences());
    await waitFor(() =>
      expect(result.current).toEqual({ pushNotifications: true, distanceUnit: 'km' }),
    );
    expect(reads.count).toBeGreaterThan(0);
  });
});
