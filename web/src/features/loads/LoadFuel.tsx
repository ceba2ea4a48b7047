/** The fuel bought while hauling a load, in its details: gallons, cost and the load's MPG. */
import { loadFuel } from '@haulbook/sync-protocol';
import { DataList } from '@mantine/core';
import { useLiveQuery } from '../../data/useLiveQuery';
import { db } from '../../data/db';
import { formatCost, formatGallons } from '../fuel/fuelFormat';

export function LoadFuel({ loadId }: { loadId: string }) {
  const fuel = useLiveQuery(async () => loadFuel(loadId, await db.fuelEntries.toArray()), [loadId]);
  if (!fuel) return null;
  const value =
    fuel.fillUps === 0
      ? 'No fill-ups logged during this load'
      : `${fuel.fillUps} ${fuel.fillUps === 1 ? 'fill-up' : 'fill-ups'} · ${formatGallons(fuel.gallons)} · ${formatCost(fuel.cost)}`;
  return (
    <>
      <DataList.Item>
        <DataList.ItemLabel>Fuel</DataList.ItemLabel>
        <DataList.ItemValue>{value}</DataList.ItemValue>
      </DataList.Item>
      {fuel.fillUps > 0 && (
        <DataList.Item>
          <DataList.ItemLabel>Load MPG</DataList.ItemLabel>
          <DataList.ItemValue>{fuel.mpg ?? 'N/A'}</DataList.ItemValue>
        </DataList.Item>
      )}
    </>
  );
}
