/**
 * The state or province a fill-up or a stretch of road is in, as a native select: a phone shows
 * its own picker, and the likely ones (the load's route, the last one used) come first.
 */
import { jurisdictionName, jurisdictions } from '@haulbook/sync-protocol';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { forwardRef } from 'react';

const option = (code: string) => ({ value: code, label: `${code} – ${jurisdictionName(code)}` });
const everyOption = jurisdictions.map(option);

interface Props extends Omit<NativeSelectProps, 'data'> {
  /** Codes to offer first, most likely first; repeats and unknown codes are left out. */
  suggested?: readonly (string | null | undefined)[];
  /** The option for "not known", when the field may be left empty. */
  blank?: string;
}

export const JurisdictionSelect = forwardRef<HTMLSelectElement, Props>(function JurisdictionSelect(
  { suggested = [], blank, ...props },
  ref,
) {
  const first = [...new Set(suggested)].filter(
    (code): code is string => !!code && (jurisdictions as readonly string[]).includes(code),
  );
  const data = [
    ...(blank === undefined ? [] : [{ value: '', label: blank }]),
    ...(first.length > 0 ? [{ group: 'Likely', items: first.map(option) }] : []),
    { group: 'All states and provinces', items: everyOption },
  ];
  return <NativeSelect ref={ref} data={data} {...props} />;
});
