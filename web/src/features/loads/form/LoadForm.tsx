/**
 * The load form of the Add New Load dialog (docs/product.md §5 Add load). There is no status select: every new
 * load is stored as pending, so a choice here would do nothing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyLoadForm,
  kmFromMiles,
  loadFormSchemaIn,
  typedNumeral,
  unitWords,
  usStates,
  type DistanceUnit,
  type DocumentKind,
  type LoadFormOutput,
  type LoadFormValues,
} from '@haulbook/sync-protocol';
import { Button, Grid, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { NumberTextInput } from '../../../ui/NumberTextInput';
import type { FilledField, FormFill } from '../extraction/formFill';
import { fillMarks } from '../extraction/fillMarks';
import { loadCommands } from '../loadCommands';
import { LoadPayFields } from './LoadPayFields';
import { usePaySettings } from '../../pay/usePaySettings';
import { useDistanceUnit } from '../../../data/preferences';

type FormControl = Control<LoadFormValues, unknown, LoadFormOutput>;

function StateField({
  control,
  name,
  label,
  description,
}: {
  control: FormControl;
  name: 'pickupState' | 'deliveryState';
  label: string;
  description?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          placeholder="ST"
          data={usStates}
          searchable
          // Typing 'TN' then Enter picks Tennessee: the first match is highlighted as one types.
          selectFirstOptionOnChange
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          allowDeselect={false}
          // Unmounted while closed, so the label names one element: the field.
          comboboxProps={{ keepMounted: false }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

const asNumber = (value: number | string | undefined) =>
  Number(typeof value === 'string' ? (typedNumeral(value) ?? 0) : (value ?? 0));

/** The sum of the two distances as typed, in the driver's unit. */
function TotalDistance({ control, unit }: { control: FormControl; unit: DistanceUnit }) {
  const [loaded, empty] = useWatch({ control, name: ['loadedMiles', 'emptyMiles'] });
  const total = asNumber(loaded) + asNumber(empty);
  return (
    <TextInput
      label={`Total ${unitWords[unit].distance}`}
      value={total.toLocaleString('en-US')}
      readOnly
      variant="filled"
    />
  );
}

/** What extraction read, in the form's unit: paperwork gives miles, which a km form shows as km. */
function filledInUnit(values: FormFill['values'], unit: DistanceUnit): FormFill['values'] {
  if (unit === 'miles') return values;
  const shown = { ...values };
  for (const field of ['loadedMiles', 'emptyMiles'] as const) {
    const miles = values[field];
    if (typeof miles === 'number') shown[field] = kmFromMiles(miles);
  }
  return shown;
}

/** The photos read a load's pay: they are its rate confirmation; else its bill of lading. */
const photosKind = (fill: FormFill | null): DocumentKind =>
  fill?.values.grossAmount ? 'rate_confirmation' : 'bill_of_lading';

/** Puts what extraction read into the form, each time a new extraction fills it. */
function useFill(
  form: UseFormReturn<LoadFormValues, unknown, LoadFormOutput>,
  fill: FormFill | null,
  unit: DistanceUnit,
) {
  useEffect(() => {
    if (!fill) return;
    for (const [field, value] of Object.entries(filledInUnit(fill.values, unit))) {
      form.setValue(field as FilledField, value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }, [fill, form, unit]);
}

interface LoadFormProps {
  onSaved: () => void;
  /** What reading the photos put into the form, with how sure it was of each field. */
  fill?: FormFill | null;
  /** The paperwork photos added above: saved with the load as its BOL documents. */
  photos?: readonly File[];
  /**
   * Editing: the load's values in the driver's unit, and what saves them (resolves to whether it
   * was saved).
   */
  initial?: (unit: DistanceUnit) => LoadFormValues;
  save?: (values: LoadFormOutput) => Promise<boolean>;
}

const noPhotos: readonly File[] = [];
const blank = () => emptyLoadForm;

/**
 * Memoised: the progress bar above it redraws many times a second while photos are read. Drawn
 * again from the start if the unit changes (the device reads it a moment after the form opens):
 * the values and the rules of one unit must not be read in the other.
 */
export const LoadForm = memo(function LoadForm(props: LoadFormProps) {
  const unit = useDistanceUnit();
  return <LoadFormIn key={unit} unit={unit} {...props} />;
});

function LoadFormIn({
  unit,
  onSaved,
  fill = null,
  photos = noPhotos,
  initial = blank,
  save,
}: LoadFormProps & { unit: DistanceUnit }) {
  const [defaults] = useState(() => initial(unit));
  const form = useForm<LoadFormValues, unknown, LoadFormOutput>({
    resolver: zodResolver(loadFormSchemaIn(unit)),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const pay = usePaySettings();
  const words = unitWords[unit];
  useFill(form, fill, unit);
  const mark = fillMarks(form.control, fill);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = save ? save(values) : loadCommands.add(values, photos, photosKind(fill));
    if (!(await saved)) return;
    form.reset(defaults);
    onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Load number"
          description={mark('loadNumber')}
          autoComplete="off"
          error={errors.loadNumber?.message}
          {...form.register('loadNumber')}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 7, sm: 8 }}>
            <TextInput
              label="Pickup city"
              description={mark('pickupCity')}
              autoComplete="off"
              error={errors.pickupCity?.message}
              {...form.register('pickupCity')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 4 }}>
            <StateField
              control={form.control}
              name="pickupState"
              label="Pickup state"
              description={mark('pickupState')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 8 }}>
            <TextInput
              label="Delivery city"
              description={mark('deliveryCity')}
              autoComplete="off"
              error={errors.deliveryCity?.message}
              {...form.register('deliveryCity')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 4 }}>
            <StateField
              control={form.control}
              name="deliveryState"
              label="Delivery state"
              description={mark('deliveryState')}
            />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Pickup date"
            description={mark('pickupDate')}
            error={errors.pickupDate?.message}
            {...form.register('pickupDate')}
          />
          <TextInput
            type="datetime-local"
            label="Delivery date"
            description={mark('deliveryDate')}
            error={errors.deliveryDate?.message}
            {...form.register('deliveryDate')}
          />
        </SimpleGrid>
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberTextInput
              label={`Loaded ${words.distance}`}
              description={mark('loadedMiles')}
              error={errors.loadedMiles?.message}
              {...form.register('loadedMiles')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberTextInput
              label={`Empty ${words.distance}`}
              description={mark('emptyMiles')}
              error={errors.emptyMiles?.message}
              {...form.register('emptyMiles')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TotalDistance control={form.control} unit={unit} />
          </Grid.Col>
        </Grid>
        <LoadPayFields form={form} pay={pay?.pay} unit={unit} mark={mark} />
        <TextInput
          label="Company"
          description={mark('company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register('company')}
        />
        <Textarea
          label="Notes"
          rows={3}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {save ? 'Save Changes' : 'Save Load'}
        </Button>
      </Stack>
    </form>
  );
}
