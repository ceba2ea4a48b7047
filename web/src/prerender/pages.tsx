/**
 * The pages a browser may open first, as HTML made at build time (web/build/prerender.ts), by the
 * paths of @haulbook/sync-protocol's prerendered.ts. On a slow signal they show as soon as the HTML
 * and its styles arrive, before any JavaScript; the app draws the live page in place of the copy
 * when it is ready (ui/ReplacesPrerendered.tsx).
 * - A visitor's: the landing page and the sign-in form. The landing page's links are plain links,
 *   so a tap before then still goes where it says. The form takes typing, which the live form
 *   keeps, but its Sign In button stays disabled in the copy: sent with no JavaScript, the form
 *   would put the password in the address.
 * - A driver's: the app's frame with the screen's heading (and its Add button, a plain link to the
 *   screen's Add dialog), the greeting's name left for the server to fill in. The sidebar's menu
 *   and the screen's records come with the app; a tap on the frame's menu button before then is
 *   kept, and opens the drawer once the app is up (ui/earlyMenuTap.ts).
 */
import {
  driverNameMark,
  greetingMark,
  prerenderedForDrivers,
  prerenderedForVisitors,
} from '@haulbook/sync-protocol';
import { Button, MantineProvider, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, visitorSession } from '../data/session/AuthContext';
import { AuthPage } from '../features/auth/AuthPage';
import { Greeting } from '../features/dashboard/Greeting';
import { FuelHeader } from '../features/fuel/FuelHeader';
import { LandingPage } from '../features/landing/LandingPage';
import { LoadsHeader } from '../features/loads/LoadsHeader';
import { ShellFrame } from '../features/shell/ShellFrame';
import { cssVariablesResolver, theme } from '../theme';
import { titleFor } from '../ui/documentTitle';

export interface PrerenderedPage {
  /** The file under dist/prerendered/ the server sends for `path` to a browser with no session. */
  file: string;
  path: string;
  title: string;
  /** The page's module in the client build, whose stylesheets are inlined. */
  module: string;
  /** A signed-in driver's page, which covers the live app until its screen is drawn. */
  forDriver?: boolean;
  render: () => string;
}

function drawn(path: string, page: ReactElement): string {
  return renderToString(
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <AuthContext.Provider value={visitorSession}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </AuthContext.Provider>
    </MantineProvider>,
  );
}

const visitorPage = (path: string, module: string, page: ReactElement) => ({
  file: prerenderedForVisitors[path]!.file,
  path,
  title: titleFor(path, false),
  module,
  render: () => drawn(path, page),
});

const driverPage = (path: string, screen: ReactElement) => ({
  file: prerenderedForDrivers[path]!.file,
  path,
  title: titleFor(path, true),
  module: 'src/features/shell/AppLayout.tsx',
  forDriver: true,
  render: () =>
    drawn(
      path,
      <ShellFrame menuOpened={false}>
        <Stack gap="lg" maw={1100}>
          {screen}
        </Stack>
      </ShellFrame>,
    ),
});

/** The Add button of Loads and Fuel, as a link to the dialog (the home-screen shortcuts' too). */
const addLink = (path: string, label: string) => (
  <Button component="a" href={`${path}?add=1`} leftSection={<IconPlus size={18} />}>
    {label}
  </Button>
);

export const prerenderedPages: PrerenderedPage[] = [
  visitorPage('/', 'src/features/landing/LandingPage.tsx', <LandingPage />),
  {
    ...visitorPage('/auth', 'src/features/auth/AuthPage.tsx', <AuthPage />),
    render: () =>
      drawn('/auth', <AuthPage />).replace(/type="submit"/g, () => 'type="submit" disabled'),
  },
  driverPage('/dashboard', <Greeting greeting={greetingMark} name={driverNameMark} />),
  driverPage('/loads', <LoadsHeader>{addLink('/loads', 'Add New Load')}</LoadsHeader>),
  driverPage('/fuel', <FuelHeader>{addLink('/fuel', 'Add Fuel Entry')}</FuelHeader>),
];
