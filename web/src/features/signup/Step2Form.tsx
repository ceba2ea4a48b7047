/** The profile half of signup: phone, company (with its follow-up field) and password. */
import {
  companyLabels,
  companyOptions,
  messages,
  type SignupStep2FormInput,
} from '@haulbook/sync-protocol';
import { Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { signupStep2 } from '../../data/account';
import { ApiError, serverMessage } from '../../data/api';
import { notifyError } from '../../ui/notify';
import { emptyStep2, step2Resolver, type Step2Values } from './step2Values';

const companyChoices = companyOptions.map((value) => ({ value, label: companyLabels[value] }));

const accountChoices = [
  { value: 'dedicated', label: 'Dedicated' },
  { value: 'otr', label: 'OTR' },
];

interface ChoiceFieldProps {
  control: Control<Step2Values, unknown, SignupStep2FormInput>;
  name: 'company' | 'hirschbachAccount';
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  error: string | undefined;
}

/**
 * A Mantine Select bound to the form; '' in the form stands for "nothing chosen yet". The option
 * list is unmounted while closed (Mantine keeps it mounted and hidden by default), so the label
 * names exactly one element, the field, for assistive tech and for tests finding it by label.
 */
function ChoiceField({ control, name, label, placeholder, data, error }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          allowDeselect={false}
          comboboxProps={{ keepMounted: false }}
          error={error}
        />
      )}
    />
  );
}

export const passwordGuidance =
  'At least 8 characters, with upper and lower case letters and at least one number.';

interface Step2FormProps {
  userId: string;
  onDone: () => void;
  /** The server refused the proof of verification (it lapsed while the driver typed). */
  onProofLapsed: () => void;
}

export function Step2Form({ userId, onDone, onProofLapsed }: Step2FormProps) {
  const form = useForm<Step2Values, unknown, SignupStep2FormInput>({
    resolver: step2Resolver,
    defaultValues: emptyStep2,
  });
  const { errors, isSubmitting } = form.formState;
  const company = useWatch({ control: form.control, name: 'company' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signupStep2({ ...values, userId });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) onProofLapsed();
      else notifyError('Setup failed', serverMessage(error, messages.somethingWentWrong));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <ChoiceField
          control={form.control}
          name="company"
          label="Company"
          placeholder="Select your company"
          data={companyChoices}
          error={errors.company?.message}
        />
        {company === 'other' && (
          <TextInput
            label="Company name"
            autoComplete="organization"
            placeholder="Your carrier"
            error={errors.customCompany?.message}
            {...form.register('customCompany')}
          />
        )}
        {company === 'hirschbach' && (
          <ChoiceField
            control={form.control}
            name="hirschbachAccount"
            label="Hirschbach account type"
            placeholder="Select account type"
            data={accountChoices}
            error={errors.hirschbachAccount?.message}
          />
        )}
        <PasswordInput
          label="Password"
          description={passwordGuidance}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Complete Setup'}
        </Button>
      </Stack>
    </form>
  );
}
