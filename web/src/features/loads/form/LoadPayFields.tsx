/**
 * The money fields of the load form, in the driver's words (docs/pay.md): what the load pays (the
 * rate confirmation's total) and My pay. My pay is worked out from the pay settings as the driver
 * types the miles and the gross, and shown under the field; typing a figure into it makes an
 * override, which "Use my pay settings" clears. Extra pay (detention, layover...) opens below.
 */
import {
  basePay,
  extraKinds,
  extraLabels,
  milesFrom,
  noExtras,
  scaledToDecimal,
  typedNumeral,
  type DistanceUnit,
  type ExtraKind,
  type LoadFormOutput,
  type LoadFormValues,
  type PaySettings,
} from '@haulbook/sync-protocol';
import { Button, Checkbox, Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { NumberTextInput } from '../../../ui/NumberTextInput';
import { formatDollars } from '../../../ui/format';
import type { FieldMark } from '../extraction/fillMarks';

type Form = UseFormReturn<LoadFormValues, unknown, LoadFormOutput>;

const number = (value: number | string | undefined) =>
  Number(typeof value === 'string' ? (typedNumeral(value) ?? 0) : (value ?? 0));
const cents = (value: number | string | undefined) => {
  const text = typeof value === 'string' ? typedNumeral(value) : value?.toString();
  return text ? Math.round(Number(text) * 100) : null;
};

interface PayProps {
  form: Form;
  pay: PaySettings | undefined;
  /** The unit the distances are typed in: pay is worked out on the whole miles they store. */
  unit: DistanceUnit;
}

/** What the pay settings make of the load as typed so far. */
function ComputedPay({ form, pay, unit }: PayProps) {
  const [loaded, empty, gross] = useWatch({
    control: form.control,
    name: ['loadedMiles', 'emptyMiles', 'grossAmount'],
  });
  if (!pay) return null;
  const loadedMiles = milesFrom(Math.round(number(loaded)), unit);
  const emptyMiles = milesFrom(Math.round(number(empty)), unit);
  const computed = basePay(
    {
      totalMiles: loadedMiles + emptyMiles,
      loadedMiles,
      emptyMiles,
      grossCents: cents(gross),
      typedPayCents: null,
      extras: noExtras,
      cancelled: false,
    },
    pay,
  );
  return (
    <>
      From your pay settings: {formatDollars(scaledToDecimal(computed.cents, 2))}
      {computed.estimated ? ' (an estimate)' : ''} ·{' '}
      {computed.lines.map((l) => l.label).join(' + ')}
    </>
  );
}

function MyPay({ form, pay, unit }: PayProps) {
  const typed = useWatch({ control: form.control, name: 'revenue' });
  const isTyped = typed !== '' && typed !== undefined && typed !== null;
  return (
    <NumberTextInput
      label="My pay"
      decimal
      leftSection={<Text size="sm">$</Text>}
      description={
        isTyped ? (
          <>
            Typed by you.{' '}
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => form.setValue('revenue', '', { shouldDirty: true })}
            >
              Use my pay settings
            </Button>
          </>
        ) : (
          <ComputedPay form={form} pay={pay} unit={unit} />
        )
      }
      error={form.formState.errors.revenue?.message}
      {...form.register('revenue')}
    />
  );
}

const countFields: {
  kind: ExtraKind;
  field: 'detentionHours' | 'layoverDays' | 'extraStops' | 'breakdownHours';
  label: string;
  decimal: boolean;
}[] = [
  { kind: 'detention', field: 'detentionHours', label: 'Detention hours', decimal: true },
  { kind: 'layover', field: 'layoverDays', label: 'Layover days', decimal: false },
  { kind: 'stops', field: 'extraStops', label: 'Extra stops', decimal: false },
  { kind: 'breakdown', field: 'breakdownHours', label: 'Breakdown hours', decimal: true },
];

/** Counts for the rates set in Pay Config, and an amount where the carrier paid another. */
function ExtraPay({ form }: { form: Form }) {
  const errors = form.formState.errors.extras;
  const amount = (kind: ExtraKind) => (
    <NumberTextInput
      label={`${extraLabels[kind]} amount`}
      description="Leave empty to use your rate"
      decimal
      leftSection={<Text size="sm">$</Text>}
      error={errors?.overrides?.[kind]?.message}
      {...form.register(`extras.overrides.${kind}`)}
    />
  );
  return (
    <Stack gap="sm">
      {countFields.map(({ kind, field, label, decimal }) => (
        <SimpleGrid key={kind} cols={2} spacing="sm">
          <NumberTextInput
            label={label}
            decimal={decimal}
            error={errors?.[field]?.message}
            {...form.register(`extras.${field}`)}
          />
          {amount(kind)}
        </SimpleGrid>
      ))}
      <SimpleGrid cols={2} spacing="sm">
        <Checkbox label="Tarped" mt={30} {...form.register('extras.tarp')} />
        {amount('tarp')}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        {amount('emptyMiles')}
      </SimpleGrid>
    </Stack>
  );
}

const hasExtras = (values: LoadFormValues['extras']) =>
  extraKinds.some((kind) => values.overrides[kind]) ||
  [values.detentionHours, values.layoverDays, values.extraStops, values.breakdownHours].some(
    (v) => v !== '' && v !== null && v !== undefined && v !== 0,
  ) ||
  values.tarp;

/** `mark` says when Load pays was read from the photos (extraction/fillMarks.tsx). */
export function LoadPayFields({ form, pay, unit, mark }: PayProps & { mark: FieldMark }) {
  const [open, setOpen] = useState(() => Boolean(hasExtras(form.getValues('extras'))));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberTextInput
          label="Load pays"
          decimal
          leftSection={<Text size="sm">$</Text>}
          description={mark('grossAmount', "The rate confirmation's total, if you have it")}
          error={form.formState.errors.grossAmount?.message}
          {...form.register('grossAmount')}
        />
        <MyPay form={form} pay={pay} unit={unit} />
      </SimpleGrid>
      <Group>
        <Button
          variant="subtle"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          rightSection={
            <IconChevronDown size={16} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
          }
        >
          Extra pay: detention, layover, stops, tarp
        </Button>
      </Group>
      <Collapse expanded={open}>{open && <ExtraPay form={form} />}</Collapse>
    </Stack>
  );
}
