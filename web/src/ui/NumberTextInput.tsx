/**
 * A field for a number the driver types. It keeps exactly what was typed (a NumberInput would drop
 * a stray letter and save some other number); the form's schema reads it with the shared rule
 * (typed-number.ts). A letter or sign is named as it is typed; a misplaced comma when the driver
 * leaves the field; either way before any save.
 */
import { hasStrayCharacter, isStrayText, numbersOnly } from '@haulbook/sync-protocol';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';

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
        const text = event.currentTarget.value;
        if (hasStrayCharacter(text)) setStray(true);
        else if (stray && !isStrayText(text)) setStray(false);
        onChange?.(event);
      }}
    />
  );
}
