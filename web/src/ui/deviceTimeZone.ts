/**
 * The device's time zone. Asking for it builds an Intl.DateTimeFormat, which is slow (on /fuel's
 * first render, one per date shown: 6 ms of the start on this host, 40 ms on a phone), so the
 * answer is kept until the current task ends: a list renders with one look-up, and a driver who
 * crosses into another zone gets it on the next task.
 */
let zone: string | undefined;

export function deviceTimeZone(): string {
  if (zone === undefined) {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setTimeout(() => {
      zone = undefined;
    }, 0);
  }
  return zone;
}
