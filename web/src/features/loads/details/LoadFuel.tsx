/** The fuel bought while hauling a load, in its details: gallons, cost and the load's MPG. */
import { economyLabel, formatEconomy, type DistanceUnit } from '@haulbook/sync-protocol';
import { DataList } from '@mantine/core';
import { useLiveQuery } from '../../../data/useLiveQuery';
import { db } from '../../../data/db';
import { readLoadFuel } from '../../../data/fuelList';
import { formatCost, formatVolume } from '../../../ui/fuelFigures';

export function LoadFuel({ loadId, unit }: { loadId: string; unit: DistanceUnit }) {
  const fuel = useLiveQuery(() => readLoadFuel(db, loadId), [loadId]);
  if (!fuel) return null;
  const value =
    fuel.fillUps === 0
      ? 'No fill-ups logged during this load'
      : `${fuel.fillUps} ${fuel.fillUps === 1 ? 'fill-up' : 'fill-ups'} · ${formatVolume(fuel.gallons, unit)} · ${formatCost(fuel.cost)}`;
  return (
    <>
      <DataList.Item>
        <DataList.ItemLabel>Fuel</DataList.ItemLabel>
        <DataList.ItemValue>{value}</DataList.ItemValue>
      </DataList.Item>
      {fuel.fillUps > 0 && (
        <DataList.Item>
          <DataList.ItemLabel>{`Load ${economyLabel(unit)}`}</DataList.ItemLabel>
          <DataList.ItemValue>{formatEconomy(fuel.mpg, unit)}</DataList.ItemValue>
        </DataList.Item>
      )}
    </>
  );
}
