/** Add or edit a service item: a preset or the driver's own, its intervals and when it was last done. */
import {
  distanceFrom,
  maintenanceItemFormSchema,
  maintenancePresets,
  milesFrom,
  unitWords,
  type DistanceUnit,
  type MaintenanceItem,
  type MaintenanceItemFields,
} from '@haulbook/sync-protocol';
import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useDistanceUnit } from '../../data/preferences';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { today } from '../fuel/fuelFormat';
import { maintenanceCommands } from './maintenanceCommands';

type Values = Record<
  'name' | 'intervalMiles' | 'intervalDays' | 'lastServiceOdometer' | 'lastServiceDate',
  string
>;

const text = (n: number | null) => (n === null ? '' : String(n));

/** Distances are typed and shown in the driver's unit, and kept in miles. */
const shown = (miles: number | null, unit: DistanceUnit) =>
  text(miles === null ? null : distanceFrom(miles, unit));
const kept = (distance: number | null, unit: DistanceUnit) =>
  distance === null ? null : milesFrom(distance, unit);

const valuesOf = (
  item: MaintenanceItem | null,
  odometer: number | null,
  unit: DistanceUnit,
): Values => ({
  name: item?.name ?? '',
  intervalMiles: shown(item?.intervalMiles ?? null, unit),
  intervalDays: text(item?.intervalDays ?? null),
  lastServiceOdometer: shown(item ? item.lastServiceOdometer : odometer, unit),
  lastServiceDate: item ? (item.lastServiceDate ?? '') : today(),
});

function parse(values: Values) {
  return maintenanceItemFormSchema.safeParse({
    ...values,
    lastServiceDate: values.lastServiceDate || null,
  });
}

interface ItemFormProps {
  item: MaintenanceItem | null;
  odometer: number | null;
  onDone: () => void;
}

function ItemForm({ item, odometer, unit, onDone }: ItemFormProps & { unit: DistanceUnit }) {
  const [values, setValues] = useState(() => valuesOf(item, odometer, unit));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const input = (field: keyof Values) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errors[field],
  });

  const choosePreset = (name: string | null) => {
    const preset = maintenancePresets.find((p) => p.name === name);
    if (!preset) return;
    setValues((v) => ({
      ...v,
      name: preset.name,
      intervalMiles: shown(preset.intervalMiles, unit),
      intervalDays: text(preset.intervalDays),
    }));
  };

  const save = async () => {
    const parsed = parse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    const fields: MaintenanceItemFields = {
      ...parsed.data,
      intervalMiles: kept(parsed.data.intervalMiles, unit),
      lastServiceOdometer: kept(parsed.data.lastServiceOdometer, unit),
    };
    const saved = item
      ? await maintenanceCommands.editItem(item.id, fields)
      : await maintenanceCommands.addItem(fields);
    setSaving(false);
    if (saved) onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        {!item && (
          <Select
            label="Service"
            placeholder="Choose a common service"
            data={maintenancePresets.map((p) => p.name)}
            onChange={choosePreset}
            comboboxProps={{ keepMounted: false }}
          />
        )}
        <TextInput label="Name" maxLength={100} autoComplete="off" {...input('name')} />
        <SimpleGrid cols={2} spacing="sm">
          <NumberTextInput
            label={`Every (${unitWords[unit].distance})`}
            {...input('intervalMiles')}
          />
          <NumberTextInput label="Every (days)" {...input('intervalDays')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberTextInput
            label="Last done at (odometer)"
            rightSection={<Text size="sm">{unitWords[unit].distanceShort}</Text>}
            {...input('lastServiceOdometer')}
          />
          <TextInput type="date" label="Last done on" {...input('lastServiceDate')} />
        </SimpleGrid>
        <Button type="submit" size="md" fullWidth loading={saving}>
          {item ? 'Save Changes' : 'Save Service Item'}
        </Button>
      </Stack>
    </form>
  );
}

interface ItemDialogProps extends ItemFormProps {
  opened: boolean;
}

export function ItemDialog({ opened, item, odometer, onDone }: ItemDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  // Drawn again if the unit changes (read a moment after opening): figures of one unit are never
  // read in the other.
  const unit = useDistanceUnit();
  return (
    <Modal
      opened={opened}
      onClose={onDone}
      title={item ? 'Edit Service Item' : 'Add Service Item'}
      size="lg"
      fullScreen={phone}
      centered
    >
      <ItemForm
        key={`${item?.id ?? 'new'}:${unit}`}
        item={item}
        odometer={odometer}
        unit={unit}
        onDone={onDone}
      />
    </Modal>
  );
}
