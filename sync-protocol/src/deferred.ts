/**
 * A schema built the first time it is used, not when its module loads. Building the contract's
 * hundreds of zod schemas at import held a phone's main thread for over 100 ms while the app
 * started (bench/lighthouse.bench.ts, Total Blocking Time on /loads), though a screen uses a
 * handful. The value stands in for the schema everywhere: parse it, nest it in another schema,
 * infer its type; whatever it is asked is answered by the built schema.
 *
 * Marked free of side effects (the annotation below), so the bundler drops a schema no code uses
 * instead of shipping it in the chunk of every screen that imports its module.
 */
/* @__NO_SIDE_EFFECTS__ */
export function deferred<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // The proxy's own target stays an empty object: every question goes to the built schema.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: a proxy may not claim a fixed property its empty target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
