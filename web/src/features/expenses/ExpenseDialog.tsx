/**
 * "Add Expense": the day, the category and the amount, and optionally the load it was for, the
 * state or province it was paid in (the chosen load's states are offered first), notes and the
 * receipt's photo. The fields are checked by the schema the server parses with.
 */
import {
  expenseCategories,
  expenseCategoryLabels,
  expenseFieldsSchema,
  typedNumeral,
  type Load,
} from '@haulbook/sync-protocol';
import { Button, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { JurisdictionSelect } from '../../ui/JurisdictionSelect';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { ReceiptField } from '../fuel/form/ReceiptField';
import { today } from '../fuel/fuelFormat';
import { loadTitle } from '../loads/loadFormat';
import { expenseCommands } from './expenseCommands';

interface Props {
  opened: boolean;
  onClose: () => void;
  loads: Load[];
}

type Field = 'date' | 'category' | 'amount' | 'loadId' | 'jurisdiction' | 'notes';

const categoryOptions = [
  { value: '', label: 'Choose…' },
  ...expenseCategories.map((c) => ({ value: c, label: expenseCategoryLabels[c] })),
];

function ExpenseForm({ loads, onClose }: Omit<Props, 'opened'>) {
  const [values, setValues] = useState<Record<Field, string>>({
    date: today(),
    category: '',
    amount: '',
    loadId: '',
    jurisdiction: '',
    notes: '',
  });
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
  const load = loads.find((l) => l.id === values.loadId);

  const save = async () => {
    const amount = values.amount.replace(/^\s*\$/, '');
    const parsed = expenseFieldsSchema.safeParse({
      ...values,
      // Typed with thousands separators ("1,250.00"), the amount is read as the driver meant it.
      amount: typedNumeral(amount) ?? amount,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await expenseCommands.addExpense(parsed.data, receipt);
    setSaving(false);
    if (saved) onClose();
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
        <NativeSelect label="Category" data={categoryOptions} {...input('category')} />
        <NumberTextInput
          label="Amount"
          decimal
          data-autofocus
          leftSection={<Text size="sm">$</Text>}
          {...input('amount')}
        />
        <NativeSelect
          label="Load"
          data={[
            { value: '', label: 'None' },
            ...loads.map((l) => ({
              value: l.id,
              label: `${loadTitle(l)} · ${l.pickupState} → ${l.deliveryState}`,
            })),
          ]}
          {...input('loadId')}
        />
        <JurisdictionSelect
          label="State or province"
          blank="Not recorded"
          suggested={[load?.pickupState, load?.deliveryState]}
          {...input('jurisdiction')}
        />
        <Textarea label="Notes" rows={3} maxLength={500} {...input('notes')} />
        <ReceiptField receipt={receipt} onChange={setReceipt} />
        <Button type="submit" fullWidth size="md" loading={saving}>
          Save Expense
        </Button>
      </Stack>
    </form>
  );
}

export function ExpenseDialog({ opened, onClose, loads }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Add Expense" fullScreen={phone} centered>
      {opened && <ExpenseForm loads={loads} onClose={onClose} />}
    </Modal>
  );
}
