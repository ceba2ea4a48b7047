import type { ReactNode } from 'react';
import { ScreenHeader } from '../../ui/ScreenHeader';

/** Load Management's heading, on the screen and in the page drawn at build time (prerender/pages.tsx). */
export function LoadsHeader({ children }: { children: ReactNode }) {
  return (
    <ScreenHeader
      title="Load Management"
      description={
        'Every load from dispatch to delivery, with its miles and pay. Saved on this device first: a dock with no signal loses nothing.'
      }
    >
      {children}
    </ScreenHeader>
  );
}
