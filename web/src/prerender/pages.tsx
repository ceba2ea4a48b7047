/**
 * The pages a visitor may open first, as HTML made at build time (web/build/prerender.ts): the
 * landing page and the sign-in form. On a slow signal they show as soon as the HTML and its styles
 * arrive, before any JavaScript; the app draws the live page over the copy when it is ready
 * (ui/ReplacesPrerendered.tsx). The landing page's links are plain links, so a tap before then
 * still goes where it says. The form takes typing, which the live form keeps, but its Sign In
 * button stays disabled in the copy: sent with no JavaScript, the form would put the password in
 * the address.
 */
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, visitorSession } from '../data/session/AuthContext';
import { AuthPage } from '../features/auth/AuthPage';
import { LandingPage } from '../features/landing/LandingPage';
import { cssVariablesResolver, theme } from '../theme';
import { titleFor } from '../ui/documentTitle';

export interface PrerenderedPage {
  /** The file under dist/prerendered/ the server sends for `path` to a browser with no session. */
  file: string;
  path: string;
  title: string;
  /** The page's module in the client build, whose stylesheets are inlined. */
  module: string;
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

export const prerenderedPages: PrerenderedPage[] = [
  {
    file: 'landing.html',
    path: '/',
    title: titleFor('/', false),
    module: 'src/features/landing/LandingPage.tsx',
    render: () => drawn('/', <LandingPage />),
  },
  {
    file: 'auth.html',
    path: '/auth',
    title: titleFor('/auth', false),
    module: 'src/features/auth/AuthPage.tsx',
    render: () =>
      drawn('/auth', <AuthPage />).replace(/type="submit"/g, () => 'type="submit" disabled'),
  },
];
