/**
 * Light, dark or as the system says (the default: a phone that darkens at night takes Haulbook with
 * it). The choice is kept on this device by Mantine's colour-scheme manager (localStorage).
 */
import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const options: { label: string; value: MantineColorScheme }[] = [
  { label: 'System', value: 'auto' },
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
];

export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Colour scheme"
      fullWidth
      size="sm"
      data={options}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
    />
  );
}
