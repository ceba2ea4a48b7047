import type { ReactNode } from 'react';
import { ScreenHeader } from '../../ui/ScreenHeader';

/** Fuel Tracker's heading, on the screen and in the page drawn at build time (prerender/pages.tsx). */
export function FuelHeader({ children }: { children: ReactNode }) {
  return (
    <ScreenHeader
      title="Fuel Tracker"
      description={
        "Every fill-up, your fuel economy and this week's spend. Saved on this device first: a pump with no signal loses nothing."
      }
    >
      {children}
    </ScreenHeader>
  );
}
