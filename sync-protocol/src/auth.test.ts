import { describe, expect, it } from 'vitest';
import { emailOnlyLoginSchema, signupStep2FormSchema } from './auth.js';
import { messages } from './messages.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const step2 = {
  phone: '555 123 4567',
  company: 'landstar',
  password: 'Haul1234',
  confirmPassword: 'Haul1234',
};

describe('signup step 2 rules', () => {
  it('accepts a complete form', () => {
    expect(signupStep2FormSchema.safeParse(step2).success).toBe(true);
  });

  it('accepts a leading plus and parentheses in the phone, and no letters', () => {
    expect(signupStep2FormSchema.safeParse({ ...step2, phone: '+1 (555) 123-4567' }).success).toBe(
      true,
    );
    expect(firstMessage(signupStep2FormSchema.safeParse({ ...step2, phone: '555 123 456a' }))).toBe(
      messages.phoneFormat,
    );
    expect(firstMessage(signupStep2FormSchema.safeParse({ ...step2, phone: '55+5123456' }))).toBe(
      messages.phoneFormat,
    );
  });

  it('needs the extra field only for its company', () => {
    expect(
      firstMessage(
        signupStep2FormSchema.safeParse({ ...step2, company: 'other', customCompany: '' }),
      ),
    ).toBe(messages.customCompanyRequired);
    expect(
      signupStep2FormSchema.safeParse({ ...step2, company: 'other', customCompany: 'Acme' })
        .success,
    ).toBe(true);
    expect(
      signupStep2FormSchema.safeParse({ ...step2, company: 'hirschbach', hirschbachAccount: 'otr' })
        .success,
    ).toBe(true);
  });
});

describe('email-only login', () => {
  it('trims and lower-cases the address', () => {
    expect(emailOnlyLoginSchema.parse({ email: '  Dale@Example.COM ' }).email).toBe(
      'dale@example.com',
    );
  });
});
