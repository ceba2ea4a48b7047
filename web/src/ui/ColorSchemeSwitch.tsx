/**
 * Light, dark or as the system says (the default: a phone that darkens at night takes Haulbook with
 * it). The choice is kept on this device by Mantine's colour-scheme manager (localStorage).
 */
import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { Segments } from './Segments';

const options: { label: string; value: MantineColorScheme }[] = [
  { label: 'System', value: 'auto' },
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
];

interface ColorSchemeSwitchProps {
  /** The id of a visible label; without one the switch names itself. */
  labelledBy?: string;
  fullWidth?: boolean;
}

export function ColorSchemeSwitch({ labelledBy, fullWidth = true }: ColorSchemeSwitchProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Segments
      label={labelledBy ? { labelledBy } : 'Colour scheme'}
      style={fullWidth ? undefined : { alignSelf: 'flex-start' }}
      data={options}
      value={colorScheme}
      onChange={setColorScheme}
    />
  );
}
