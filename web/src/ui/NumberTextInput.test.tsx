import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NumberTextInput } from './NumberTextInput';

afterEach(() => vi.restoreAllMocks());

const phoneIn = (language: string) =>
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

describe('a decimal field', () => {
  it("takes the comma of a Polish phone's decimal keypad as the decimal point", async () => {
    phoneIn('pl-PL');
    const { user } = renderWithProviders(<NumberTextInput label="Gallons" decimal />);
    await user.type(screen.getByLabelText('Gallons'), '100,5');
    expect((screen.getByLabelText('Gallons') as HTMLInputElement).value).toBe('100.5');
    expect(screen.queryByText('Numbers only, like 11500')).toBeNull();
  });

  it('keeps a comma as typed on a US phone, where it groups thousands', async () => {
    phoneIn('en-US');
    const { user } = renderWithProviders(<NumberTextInput label="Amount" decimal />);
    await user.type(screen.getByLabelText('Amount'), '1,250.50');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1,250.50');
  });

  it('keeps a comma in a whole-number field, where it can only group thousands', async () => {
    phoneIn('pl-PL');
    const { user } = renderWithProviders(<NumberTextInput label="Odometer" />);
    await user.type(screen.getByLabelText('Odometer'), '100,650');
    expect((screen.getByLabelText('Odometer') as HTMLInputElement).value).toBe('100,650');
  });

  it('keeps working where the browser names its language in a way Intl cannot read', async () => {
    phoneIn('en_US');
    const { user } = renderWithProviders(<NumberTextInput label="Price per gallon" decimal />);
    await user.type(screen.getByLabelText('Price per gallon'), '3.899');
    expect((screen.getByLabelText('Price per gallon') as HTMLInputElement).value).toBe('3.899');
  });
});
