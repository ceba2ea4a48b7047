/** Log a maintenance cost: what was done, for which item, what it cost, and the shop's receipt. */
import {
  milesFrom,
  newMaintenanceCostSchema,
  unitWords,
  type MaintenanceItem,
} from '@haulbook/sync-protocol';
import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useDistanceUnit } from '../../data/preferences';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { today } from '../fuel/fuelFormat';
import { ReceiptField } from '../fuel/form/ReceiptField';
import { maintenanceCommands } from './maintenanceCommands';

type Field = 'date' | 'description' | 'amount' | 'odometer';

function CostForm({ items, onDone }: { items: MaintenanceItem[]; onDone: () => void }) {
  const unit = useDistanceUnit();
  const [values, setValues] = useState<Record<Field, string>>({
    date: today(),
    description: '',
    amount: '',
    odometer: '',
  });
  const [itemId, setItemId] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const input = (field: Field) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: errors[field],
  });

  const save = async () => {
    const parsed = newMaintenanceCostSchema.safeParse({
      id: crypto.randomUUID(),
      date: values.date,
      description: values.description,
      amount: values.amount.replace(/^\$/, ''),
      odometer: values.odometer,
      ...(itemId ? { itemId } : {}),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    const { id: _, odometer, ...input } = parsed.data;
    // Typed as the dash reads, in the driver's unit; kept in miles.
    const inMiles =
      odometer === undefined ? {} : { odometer: String(milesFrom(Number(odometer), unit)) };
    const saved = await maintenanceCommands.addCost({ ...input, ...inMiles }, receipt);
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
        <TextInput type="date" label="Date" {...input('date')} />
        <Select
          label="Service item"
          placeholder="None"
          data={items.map((i) => ({ value: i.id, label: i.name }))}
          value={itemId}
          onChange={setItemId}
          clearable
          comboboxProps={{ keepMounted: false }}
        />
        <TextInput
          label="Description"
          maxLength={200}
          autoComplete="off"
          {...input('description')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <NumberTextInput
            label="Amount"
            decimal
            leftSection={<Text size="sm">$</Text>}
            {...input('amount')}
          />
          <NumberTextInput
            label="Odometer"
            rightSection={<Text size="sm">{unitWords[unit].distanceShort}</Text>}
            {...input('odometer')}
          />
        </SimpleGrid>
        <ReceiptField receipt={receipt} onChange={setReceipt} />
        <Button type="submit" size="md" fullWidth loading={saving}>
          Save Cost
        </Button>
      </Stack>
    </form>
  );
}

interface CostDialogProps {
  opened: boolean;
  items: MaintenanceItem[];
  onClose: () => void;
}

export function CostDialog({ opened, items, onClose }: CostDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Log Maintenance Cost"
      size="lg"
      fullScreen={phone}
      centered
    >
      <CostForm items={items} onDone={onClose} />
    </Modal>
  );
}
