/**
 * A field for a number the driver types. It keeps exactly what was typed (a NumberInput would drop
 * a stray letter and save some other number); the form's schema reads it with the shared rule
 * (typed-number.ts). A letter or sign is named as it is typed; a misplaced comma when the driver
 * leaves the field; either way before any save. A decimal field on a phone whose keypad offers a
 * comma for the decimal point takes it as the point.
 */
import { hasStrayCharacter, isStrayText, numbersOnly } from '@haulbook/sync-protocol';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type Ref } from 'react';

/**
 * A phone set to a region that writes 100,5 (Poland, Brazil, Spain...) offers a comma, not a point,
 * on the decimal keypad: there a comma typed in a decimal field is the decimal point.
 */
function keypadHasComma(): boolean {
  try {
    const parts = new Intl.NumberFormat(navigator.language).formatToParts(1.5);
    return parts.find((p) => p.type === 'decimal')?.value === ',';
  } catch {
    // A language tag Intl cannot read ('C', 'en_US'): the keypad is taken to have a point.
    return false;
  }
}

function commaAsPoint(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (!input.value.includes(',')) return;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.replaceAll(',', '.');
  input.setSelectionRange(selectionStart, selectionEnd);
}

interface NumberTextInputProps extends TextInputProps {
  /** Amounts with cents or decimals: the phone offers a decimal point. */
  decimal?: boolean;
  /** Where docs/product.md words the field's own message for text that is not a number. */
  strayMessage?: string;
  ref?: Ref<HTMLInputElement>;
}

export function NumberTextInput({
  decimal = false,
  strayMessage = numbersOnly,
  error,
  onBlur,
  onChange,
  ...props
}: NumberTextInputProps) {
  const [stray, setStray] = useState(false);
  return (
    <TextInput
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      error={error || (stray ? strayMessage : undefined)}
      onBlur={(event) => {
        setStray(isStrayText(event.currentTarget.value));
        onBlur?.(event);
      }}
      onChange={(event) => {
        if (decimal && keypadHasComma()) commaAsPoint(event);
        const text = event.currentTarget.value;
        if (hasStrayCharacter(text)) setStray(true);
        else if (stray && !isStrayText(text)) setStray(false);
        onChange?.(event);
      }}
    />
  );
}
