import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

describe('deferred', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = deferred(() => {
      builds += 1;
      return z.object({ miles: z.number().check(z.minimum(0, 'Miles cannot be negative')) });
    });
    expect(builds).toBe(0);

    expect(schema.parse({ miles: 12 })).toEqual({ miles: 12 });
    expect(schema.safeParse({ miles: -1 }).error?.issues[0]?.message).toBe(
      'Miles cannot be negative',
    );
    expect(builds).toBe(1);
  });

  it('stands in for the schema inside other schemas and type checks', () => {
    const state = deferred(() => z.enum(['TN', 'TX']));
    const route = z.object({ from: state, to: z.array(state) });

    expect(route.parse({ from: 'TN', to: ['TX'] })).toEqual({ from: 'TN', to: ['TX'] });
    expect(route.safeParse({ from: 'ZZ', to: [] }).success).toBe(false);
    expect(state instanceof z.ZodMiniEnum).toBe(true);
    expect('_zod' in state).toBe(true);
    expect(Object.keys(deferred(() => ({ a: 1, b: 2 })))).toEqual(['a', 'b']);
  });
});

describe('the contract', () => {
  it('builds no schema when it is imported', async () => {
    // Every zod schema asks whether it already has `_zod` as it is built.
    let built = 0;
    Object.defineProperty(Object.prototype, '_zod', {
      configurable: true,
      get() {
        built += 1;
        return undefined;
      },
    });
    try {
      await import('./index.js');
    } finally {
      delete (Object.prototype as { _zod?: unknown })._zod;
    }
    expect(built).toBe(0);
  });
});
