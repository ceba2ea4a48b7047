/** Add or edit a service item: a preset or the driver's own, its intervals and when it was last done. */
import {
  maintenanceItemFormSchema,
  maintenancePresets,
  type MaintenanceItem,
  type MaintenanceItemFields,
} from '@haulbook/sync-protocol';
import { Button, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { today } from '../fuel/fuelFormat';
import { maintenanceCommands } from './maintenanceCommands';

type Values = Record<
  'name' | 'intervalMiles' | 'intervalDays' | 'lastServiceOdometer' | 'lastServiceDate',
  string
>;

const text = (n: number | null) => (n === null ? '' : String(n));

const valuesOf = (item: MaintenanceItem | null, odometer: number | null): Values => ({
  name: item?.name ?? '',
  intervalMiles: text(item?.intervalMiles ?? null),
  intervalDays: text(item?.intervalDays ?? null),
  lastServiceOdometer: text(item ? item.lastServiceOdometer : odometer),
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

function ItemForm({ item, odometer, onDone }: ItemFormProps) {
  const [values, setValues] = useState(() => valuesOf(item, odometer));
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
      intervalMiles: text(preset.intervalMiles),
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
    const fields: MaintenanceItemFields = parsed.data;
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
          <NumberTextInput label="Every (miles)" {...input('intervalMiles')} />
          <NumberTextInput label="Every (days)" {...input('intervalDays')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <NumberTextInput label="Last done at (odometer)" {...input('lastServiceOdometer')} />
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
  return (
    <Modal
      opened={opened}
      onClose={onDone}
      title={item ? 'Edit Service Item' : 'Add Service Item'}
      size="lg"
      fullScreen={phone}
      centered
    >
      <ItemForm key={item?.id ?? 'new'} item={item} odometer={odometer} onDone={onDone} />
    </Modal>
  );
}
