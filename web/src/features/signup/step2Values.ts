/**
 * The values of the step 2 form and how they are checked. The form keeps every field, even the
 * hidden ones (a driver may pick Hirschbach, choose OTR, then switch to Landstar); only the fields
 * that apply to the chosen company reach the shared schema, so a hidden field never blocks submit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  signupStep2FormSchema,
  type CompanyOption,
  type HirschbachAccount,
  type SignupStep2FormInput,
} from '@haulbook/sync-protocol';
import type { Resolver } from 'react-hook-form';

export interface Step2Values {
  phone: string;
  company: CompanyOption | '';
  customCompany: string;
  hirschbachAccount: HirschbachAccount | '';
  password: string;
  confirmPassword: string;
}

export const emptyStep2: Step2Values = {
  phone: '',
  company: '',
  customCompany: '',
  hirschbachAccount: '',
  password: '',
  confirmPassword: '',
};

export function relevantStep2Fields(values: Step2Values) {
  return {
    ...values,
    customCompany: values.company === 'other' ? values.customCompany : undefined,
    hirschbachAccount:
      values.company === 'hirschbach' && values.hirschbachAccount
        ? values.hirschbachAccount
        : undefined,
  };
}

const schemaResolver = zodResolver(signupStep2FormSchema);

export const step2Resolver: Resolver<Step2Values, unknown, SignupStep2FormInput> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    relevantStep2Fields(values) as Parameters<typeof schemaResolver>[0],
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
