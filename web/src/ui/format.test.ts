import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './format';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const real = Intl.DateTimeFormat;

function deviceIn(timeZone: string) {
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function () {
    return new real('en-US', { timeZone });
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await nextTask();
});

describe('deviceTimeZone', () => {
  it('asks the browser once for a whole render, and again once the task is over', async () => {
    const asked = deviceIn('America/Chicago');
    expect([deviceTimeZone(), deviceTimeZone(), deviceTimeZone()]).toEqual([
      'America/Chicago',
      'America/Chicago',
      'America/Chicago',
    ]);
    expect(asked).toHaveBeenCalledTimes(1);

    await nextTask();
    deviceIn('America/Denver');
    expect(deviceTimeZone()).toBe('America/Denver');
  });
});
