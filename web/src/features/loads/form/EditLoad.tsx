/** Editing a load: the add form with the load's values, saved through the outbox like any change. */
import {
  distanceFrom,
  emptyExtrasForm,
  extrasOf,
  type DistanceUnit,
  type Load,
  type LoadFormValues,
} from '@haulbook/sync-protocol';
import { useCallback } from 'react';
import { loadCommands } from '../loadCommands';
import { LoadForm } from './LoadForm';

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as <input type="datetime-local"> shows it: wall-clock time on this device. */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function extrasFormValues(load: Load): LoadFormValues['extras'] {
  const extras = extrasOf(load);
  return {
    detentionHours: extras.detentionHours ?? '',
    layoverDays: extras.layoverDays || '',
    extraStops: extras.extraStops || '',
    tarp: extras.tarp,
    breakdownHours: extras.breakdownHours ?? '',
    overrides: { ...emptyExtrasForm.overrides, ...extras.overrides },
  };
}

/** The load as the form shows it, its distances in the driver's unit. */
export const loadFormValues = (load: Load, unit: DistanceUnit): LoadFormValues => ({
  loadNumber: load.loadNumber ?? '',
  pickupCity: load.pickupCity,
  pickupState: load.pickupState as LoadFormValues['pickupState'],
  deliveryCity: load.deliveryCity,
  deliveryState: load.deliveryState as LoadFormValues['deliveryState'],
  pickupDate: isoToLocal(load.pickupDate),
  deliveryDate: isoToLocal(load.deliveryDate),
  loadedMiles: distanceFrom(load.loadedMiles, unit),
  emptyMiles: distanceFrom(load.emptyMiles, unit),
  grossAmount: load.grossAmount ?? '',
  // Only the driver's own figure: a computed pay stays computed (an earlier release stored
  // estimates in revenue, flagged revenueEstimated).
  revenue: load.revenueEstimated ? '' : (load.revenue ?? ''),
  extras: extrasFormValues(load),
  company: load.company ?? '',
  notes: load.notes ?? '',
});

export function EditLoadForm({ load, onDone }: { load: Load; onDone: () => void }) {
  const save = useCallback(
    (values: Parameters<typeof loadCommands.edit>[1]) => loadCommands.edit(load, values),
    [load],
  );
  const initial = useCallback((unit: DistanceUnit) => loadFormValues(load, unit), [load]);
  return <LoadForm initial={initial} save={save} onSaved={onDone} />;
}
