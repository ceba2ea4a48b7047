/**
 * docs/product.md §4 Fuel odometer check, live as the driver types: a reading below the last fill-up is
 * probably a typo; one more than 2,000 miles past it probably skips a fill-up nobody logged, which
 * the driver can say so this fill-up's MPG is left out instead of inflated.
 */
import {
  economyLabel,
  formatDistance,
  formatOdometerIn,
  fuelMessages,
  highMileageGap,
  milesFrom,
  odometerWarning,
  typedNumeral,
  unitWords,
  type DistanceUnit,
  type OdometerWarning,
} from '@haulbook/sync-protocol';
import { Alert, Checkbox, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { FuelFormOutput, FuelFormValues } from './fuelForm';

/**
 * The warning for what the odometer field holds, once it holds a whole number: read in `unit`,
 * compared as the whole miles it stores.
 */
export function warningFor(
  odometer: string | number | undefined,
  lastOdometer: number | null | undefined,
  unit: DistanceUnit,
): OdometerWarning {
  const text = typedNumeral(String(odometer ?? '')) ?? '';
  return /^\d{1,7}$/.test(text)
    ? odometerWarning(milesFrom(Number(text), unit), lastOdometer)
    : null;
}

interface OdometerCheckProps {
  control: Control<FuelFormValues, unknown, FuelFormOutput>;
  warning: OdometerWarning;
  lastOdometer: number;
  unit: DistanceUnit;
}

export function OdometerCheck({ control, warning, lastOdometer, unit }: OdometerCheckProps) {
  const last = formatOdometerIn(lastOdometer, unit);
  if (warning === 'low')
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
        This reading is lower than your last entry ({last}). Check the odometer before saving.
      </Alert>
    );
  if (warning !== 'high') return null;
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
        That is more than {formatDistance(highMileageGap, unit)} since your last entry ({last}).
      </Alert>
      <Controller
        control={control}
        name="missedPreviousEntry"
        render={({ field }) => (
          <Checkbox
            label={fuelMessages.missedPrevious}
            description={`This fill-up's ${economyLabel(unit)} will show N/A: those ${unitWords[unit].distance} also used fuel that was never logged.`}
            checked={field.value === 'true'}
            onChange={(event) => field.onChange(event.currentTarget.checked ? 'true' : 'false')}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
    </Stack>
  );
}
