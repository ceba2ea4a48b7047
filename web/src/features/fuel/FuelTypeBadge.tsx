import { fuelTypeLabels, type FuelType } from '@haulbook/sync-protocol';
import { Badge } from '@mantine/core';

const fuelTypeColors: Record<FuelType, string> = {
  diesel: 'navy',
  def: 'blue',
  reefer: 'teal',
};

export function FuelTypeBadge({ type }: { type: FuelType }) {
  return (
    <Badge color={fuelTypeColors[type]} variant="light" style={{ flexShrink: 0 }}>
      {fuelTypeLabels[type]}
    </Badge>
  );
}
