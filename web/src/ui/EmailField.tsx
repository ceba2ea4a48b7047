/** The email input every sign-in and signup form uses: one label, keyboard and autofill hint. */
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
