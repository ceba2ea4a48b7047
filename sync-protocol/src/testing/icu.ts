/**
 * Test helper: makes this JavaScript engine's Intl behave as another engine's ICU does, so the
 * rules that take time zones are tried under every behaviour a driver's phone may have:
 * - 'full ICU': as Node ships it (every zone, CLDR's locale data);
 * - 'slash form': the system ICU of WebKitGTK (and others), where en-CA prints a date as
 *   "11/26/2026" rather than "2026-11-26": every locale here prints as en-US does, so code that
 *   reads printed text breaks as it would there, while formatToParts still names each part;
 * - 'UTC only': an engine built without time-zone data, which knows only UTC: naming any other
 *   zone is a RangeError and the device's zone reads as UTC (Date's own clock still follows the
 *   system's zone, as it does in such engines).
 * installIcu swaps Intl.DateTimeFormat and Date's toLocale*String and returns what undoes it.
 */
export const icuBehaviours = ['full ICU', 'slash form', 'UTC only'] as const;
export type IcuBehaviour = (typeof icuBehaviours)[number];

type Locales = string | readonly string[] | undefined;

const utcNames = new Set(['utc', 'etc/utc', 'gmt', 'etc/gmt']);

function onlyUtc(options: Intl.DateTimeFormatOptions | undefined): Intl.DateTimeFormatOptions {
  const zone = options?.timeZone;
  if (zone !== undefined && !utcNames.has(zone.toLowerCase())) {
    throw new RangeError(`Invalid time zone specified: ${zone}`);
  }
  return { ...options, timeZone: 'UTC' };
}

const dateDefaults: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
};
const timeDefaults: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** Options without any date or time field get `defaults`, as toLocale*String does. */
function withDefaults(
  options: Intl.DateTimeFormatOptions | undefined,
  defaults: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatOptions {
  const fields = [
    'weekday',
    'year',
    'month',
    'day',
    'hour',
    'minute',
    'second',
    'dateStyle',
    'timeStyle',
  ];
  const named = options && fields.some((f) => f in options);
  return named ? options : { ...defaults, ...options };
}

export function installIcu(behaviour: IcuBehaviour): () => void {
  if (behaviour === 'full ICU') return () => {};
  const Original = Intl.DateTimeFormat;
  const originals = {
    toLocaleString: Date.prototype.toLocaleString,
    toLocaleDateString: Date.prototype.toLocaleDateString,
    toLocaleTimeString: Date.prototype.toLocaleTimeString,
  };
  const make = (locales: Locales, options?: Intl.DateTimeFormatOptions) =>
    behaviour === 'slash form'
      ? new Original('en-US', options)
      : new Original(locales as string[] | string | undefined, onlyUtc(options));
  // Callable with and without `new`, as the real constructor is.
  const Imitation = function DateTimeFormat(
    locales?: Locales,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return make(locales, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(Imitation, { supportedLocalesOf: Original.supportedLocalesOf });
  (Imitation as { prototype: unknown }).prototype = Original.prototype;
  Intl.DateTimeFormat = Imitation;

  const printer = (defaults: Intl.DateTimeFormatOptions) =>
    function (this: Date, locales?: Locales, options?: Intl.DateTimeFormatOptions) {
      return make(locales, withDefaults(options, defaults)).format(this);
    };
  Date.prototype.toLocaleString = printer({ ...dateDefaults, ...timeDefaults });
  Date.prototype.toLocaleDateString = printer(dateDefaults);
  Date.prototype.toLocaleTimeString = printer(timeDefaults);
  return () => {
    Intl.DateTimeFormat = Original;
    Object.assign(Date.prototype, originals);
  };
}

interface NodeProcess {
  env: Record<string, string | undefined>;
}

/**
 * Runs `fn` with the device's own clock (Date's local time) set to `timeZone`, as a phone set to
 * that zone has it. Node reads TZ again whenever it is assigned.
 */
export function withDeviceZone<T>(timeZone: string, fn: () => T): T {
  const { env } = (globalThis as unknown as { process: NodeProcess }).process;
  const before = env.TZ;
  env.TZ = timeZone;
  try {
    return fn();
  } finally {
    if (before === undefined) delete env.TZ;
    else env.TZ = before;
  }
}
