/** The scale readings and axle counts (docs/product.md §5 Axle form). Calculating needs no network. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  axleFormSchema,
  checkAxleWeights,
  emptyAxleForm,
  type AxleCheck,
  type AxleFormOutput,
  type AxleFormValues,
} from '@haulbook/sync-protocol';
import { Button, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Controller, useForm, type Control, type UseFormReturn } from 'react-hook-form';
import { NumberTextInput } from '../../ui/NumberTextInput';

type FormControl = Control<AxleFormValues, unknown, AxleFormOutput>;

interface WeightFieldProps {
  form: UseFormReturn<AxleFormValues, unknown, AxleFormOutput>;
  name: 'steerAxleWeight' | 'tractorWeight' | 'tractorTrailerWeight';
  label: string;
  description: string;
}

function WeightField({ form, name, label, description }: WeightFieldProps) {
  return (
    <NumberTextInput
      label={label}
      description={description}
      rightSection={<Text size="sm">lbs</Text>}
      size="md"
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}

const axleChoices = [
  { value: '1', label: 'Single' },
  { value: '2', label: 'Tandem' },
];

function AxleCountField({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'driveAxles' | 'trailerAxles';
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // A radio group has no single input for a <label>, so the label names the group instead.
        <Input.Wrapper
          id={id}
          label={label}
          labelElement="div"
          size="md"
          error={fieldState.error?.message}
        >
          <SegmentedControl
            data={axleChoices}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            ref={field.ref}
            fullWidth
            size="md"
            color="navy.8"
            aria-labelledby={`${id}-label`}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
            aria-invalid={fieldState.invalid}
            style={
              fieldState.invalid ? { outline: '1px solid var(--mantine-color-error)' } : undefined
            }
          />
        </Input.Wrapper>
      )}
    />
  );
}

interface AxleFormProps {
  onCalculate: (check: AxleCheck) => void;
  /** A changed reading makes the last result stale. */
  onEdit: () => void;
}

export function AxleForm({ onCalculate, onEdit }: AxleFormProps) {
  const form = useForm<AxleFormValues, unknown, AxleFormOutput>({
    resolver: zodResolver(axleFormSchema),
    // Tandem drives and a tandem trailer: the five-axle rig most drivers weigh.
    defaultValues: { ...emptyAxleForm, driveAxles: '2', trailerAxles: '2' },
  });

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => onEdit() }),
    [form, onEdit],
  );

  const onSubmit = form.handleSubmit((readings) => onCalculate(checkAxleWeights(readings)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Scale readings">
      <Stack gap="md">
        <WeightField
          form={form}
          name="steerAxleWeight"
          label="Steer axle weight"
          description="Steer axle alone on the scale"
        />
        <WeightField
          form={form}
          name="tractorWeight"
          label="Tractor weight"
          description="Steer and drive axles on the scale"
        />
        <WeightField
          form={form}
          name="tractorTrailerWeight"
          label="Tractor trailer weight"
          description="The whole rig: your gross weight"
        />
        <AxleCountField control={form.control} name="driveAxles" label="Drive axles" />
        <AxleCountField control={form.control} name="trailerAxles" label="Trailer axles" />
        <Button type="submit" size="md" fullWidth leftSection={<IconCalculator size={20} />}>
          Calculate
        </Button>
      </Stack>
    </form>
  );
}
