/**
 * Values a device derives from several rows, made right again after a sync round changed those
 * rows. MPG is the one: a fill-up's MPG depends on the fill-up before it, and this device may have
 * measured it before it knew of a fill-up another device logged in between. The server keeps every
 * MPG true to the shared rule, so once the device holds the server's rows the rule gives the
 * server's numbers; rows the server did not touch are not pulled again, so they are measured here.
 */
import { remeasuredMpg, type FuelEntry, type SyncedTable } from '@haulbook/sync-protocol';
import type { Table } from 'dexie';

/** Stores the MPG every fill-up on the device should show now. */
export async function remeasureFuel(fuelEntries: Table<FuelEntry, string>): Promise<void> {
  const changed = remeasuredMpg(await fuelEntries.toArray());
  // One request for them all: a new device can have thousands to correct after its first pull.
  if (changed.length > 0)
    await fuelEntries.bulkUpdate(changed.map(({ id, mpg }) => ({ key: id, changes: { mpg } })));
}

/** After rows of `touched` tables were pulled or rolled back. */
export async function refreshDerived(
  tables: { fuelEntries: Table<unknown, string> },
  touched: ReadonlySet<SyncedTable>,
): Promise<void> {
  if (touched.has('fuelEntries'))
    await remeasureFuel(tables.fuelEntries as Table<FuelEntry, string>);
}
