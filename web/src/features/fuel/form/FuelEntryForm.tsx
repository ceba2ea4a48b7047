/** The form of the Add Fuel Entry dialog (docs/product.md §5 Fuel entry), saved to the device at once. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  costPreview,
  fuelFieldsSchemaIn,
  fuelMessages,
  fuelTypeLabels,
  fuelTypes,
  storedFuelFigure,
  unitWords,
  type DistanceUnit,
  type FuelEntry,
  type FuelType,
} from '@haulbook/sync-protocol';
import {
  Button,
  Checkbox,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { formatUsd } from '../../../ui/format';
import { JurisdictionSelect } from '../../../ui/JurisdictionSelect';
import { NumberTextInput } from '../../../ui/NumberTextInput';
import { addFuelEntry, editFuelEntry } from '../fuelCommands';
import {
  blankFuelEntry,
  fuelFormValues,
  keepUntouched,
  untouchedFigure,
  type FuelFormOutput,
  type FuelFormValues,
} from './fuelForm';
import { OdometerCheck, warningFor } from './OdometerCheck';
import { ReceiptField } from './ReceiptField';
import { loadTitle } from '../../loads/loadFormat';
import { useLastJurisdiction, useLastOdometer, useLoadForFillUp } from '../useFuel';
import { useDistanceUnit } from '../../../data/preferences';

type FormControl = Control<FuelFormValues, unknown, FuelFormOutput>;

const fuelTypeOptions = fuelTypes.map((value) => ({ value, label: fuelTypeLabels[value] }));

function FuelTypeField({ control }: { control: FormControl }) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label="Fuel type" labelElement="div">
      <Controller
        control={control}
        name="fuelType"
        render={({ field }) => (
          <SegmentedControl
            aria-labelledby={`${id}-label`}
            data={fuelTypeOptions}
            value={field.value ?? 'diesel'}
            onChange={(value) => field.onChange(value as FuelType)}
            fullWidth
            color="navy.8"
            mt={4}
          />
        )}
      />
    </Input.Wrapper>
  );
}

/** Where the fuel was bought and whether its tax was in the price: IFTA's two questions. */
function WhereBought({ control, suggested }: { control: FormControl; suggested: string[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <Controller
        control={control}
        name="jurisdiction"
        render={({ field, fieldState }) => (
          <JurisdictionSelect
            label="State or province"
            description="Where you bought it, for IFTA"
            blank="Not recorded"
            suggested={suggested}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="taxPaid"
        render={({ field }) => (
          <Checkbox
            mt={{ base: 0, xs: 'xl' }}
            label="Fuel tax paid at the pump"
            checked={field.value !== 'false'}
            onChange={(e) => field.onChange(e.currentTarget.checked ? 'true' : 'false')}
          />
        )}
      />
    </SimpleGrid>
  );
}

interface UnitProps {
  unit: DistanceUnit;
  /** Editing: the fill-up as stored. */
  entry: FuelEntry | undefined;
}

/** The total that will be stored: the typed figures as gallons and a price a gallon. */
function CostPreview({ control, unit, entry }: UnitProps & { control: FormControl }) {
  const [gallons, price] = useWatch({ control, name: ['gallons', 'pricePerGallon'] });
  const stored = (field: 'gallons' | 'pricePerGallon', typed: unknown) =>
    untouchedFigure(field, typed, entry, unit) ??
    storedFuelFigure(field, String(typed ?? ''), unit);
  const total = costPreview(
    stored('gallons', gallons) ?? '',
    stored('pricePerGallon', price) ?? '',
  );
  return (
    <Text fw={700} fz="lg" c="var(--haulbook-strong)" aria-live="polite">
      Total cost: {total === null ? '—' : formatUsd(Number(total))}
    </Text>
  );
}

interface FuelEntryFormProps {
  onSaved: () => void;
  /** Editing: the fill-up whose fields the form starts with. */
  entry?: FuelEntry;
}

/**
 * Drawn again from the start if the unit changes (the device reads it a moment after the form
 * opens): the figures and the rules of one unit must not be read in the other.
 */
export function FuelEntryForm(props: FuelEntryFormProps) {
  const unit = useDistanceUnit();
  return <FuelEntryFormIn key={unit} unit={unit} {...props} />;
}

function FuelEntryFormIn({ onSaved, entry, unit }: FuelEntryFormProps & { unit: DistanceUnit }) {
  const form = useForm<FuelFormValues, unknown, FuelFormOutput>({
    resolver: zodResolver(fuelFieldsSchemaIn(unit)),
    defaultValues: entry ? fuelFormValues(entry, unit) : blankFuelEntry(),
  });
  const words = unitWords[unit];
  const { errors, isSubmitting } = form.formState;
  const [receipt, setReceipt] = useState<File | null>(null);
  const [keptReceipt, setKeptReceipt] = useState(entry?.receiptUrl ?? null);
  const lastOdometer = useLastOdometer(entry);
  const odometer = useWatch({ control: form.control, name: 'odometer' });
  const warning = warningFor(odometer, lastOdometer, unit);
  const date = useWatch({ control: form.control, name: 'date' });
  const load = useLoadForFillUp(date);
  const lastJurisdiction = useLastJurisdiction();

  const onSubmit = form.handleSubmit(async (values) => {
    const kept = keepUntouched(values, form.getValues(), entry, unit);
    // The box only counts while the jump it answers is still on screen.
    const missedPreviousEntry =
      warningFor(kept.odometer, lastOdometer, 'miles') === 'high'
        ? kept.missedPreviousEntry
        : 'false';
    const fields = { ...kept, missedPreviousEntry };
    const saved = entry
      ? await editFuelEntry(
          entry.id,
          fields,
          receipt
            ? { kind: 'replace', file: receipt }
            : { kind: keptReceipt || !entry.receiptUrl ? 'keep' : 'remove' },
        )
      : await addFuelEntry(fields, receipt);
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          type="date"
          label="Date"
          // The dialog's first field takes the focus, not its close button.
          data-autofocus
          error={errors.date?.message}
          description={load ? `Goes with load ${loadTitle(load)}` : undefined}
          {...form.register('date')}
        />
        <TextInput
          label="Location"
          placeholder="Truck stop, city (optional)"
          autoComplete="off"
          maxLength={100}
          error={errors.location?.message}
          {...form.register('location')}
        />
        <NumberTextInput
          label="Odometer"
          strayMessage={fuelMessages.odometerInvalid}
          rightSection={<Text size="sm">{words.distanceShort}</Text>}
          error={errors.odometer?.message}
          {...form.register('odometer')}
        />
        {lastOdometer != null && (
          <OdometerCheck
            control={form.control}
            warning={warning}
            lastOdometer={lastOdometer}
            unit={unit}
          />
        )}
        <SimpleGrid cols={2} spacing="sm">
          <NumberTextInput
            label={words.volume}
            decimal
            strayMessage={fuelMessages.gallonsInvalid}
            error={errors.gallons?.message}
            {...form.register('gallons')}
          />
          <NumberTextInput
            label={words.pricePerVolume}
            decimal
            strayMessage={fuelMessages.priceInvalid}
            leftSection={<Text size="sm">$</Text>}
            error={errors.pricePerGallon?.message}
            {...form.register('pricePerGallon')}
          />
        </SimpleGrid>
        <CostPreview control={form.control} unit={unit} entry={entry} />
        <FuelTypeField control={form.control} />
        <WhereBought
          control={form.control}
          suggested={[load?.pickupState, load?.deliveryState, lastJurisdiction].filter(
            (code): code is string => !!code,
          )}
        />
        <ReceiptField
          receipt={receipt}
          onChange={setReceipt}
          saved={keptReceipt}
          onRemoveSaved={() => setKeptReceipt(null)}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {entry ? 'Save Changes' : 'Save Fuel Entry'}
        </Button>
      </Stack>
    </form>
  );
}
