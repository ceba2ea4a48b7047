/**
 * A field for a number the driver types. It keeps exactly what was typed (a NumberInput would drop
 * a stray letter and save some other number); the form's schema reads it with the shared rule
 * (typed-number.ts). Leaving the field with stray text says so at once, before any save.
 */
import { isStrayText, numbersOnly } from '@haulbook/sync-protocol';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';

interface NumberTextInputProps extends TextInputProps {
  /** Amounts with cents or decimals: the phone offers a decimal point. */
  decimal?: boolean;
  /** Where SPEC words the field's own message for text that is not a number. */
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
        if (stray && !isStrayText(event.currentTarget.value)) setStray(false);
        onChange?.(event);
      }}
    />
  );
}
