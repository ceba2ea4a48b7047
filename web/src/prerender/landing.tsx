/**
 * The landing page as HTML, made at build time (web/build/prerender.ts). A first-time visitor on a
 * slow signal sees it as soon as the HTML and its styles arrive, before any JavaScript; the app
 * draws the live page over it when that is ready (PrerenderedPage.tsx). Its links are plain links,
 * so a tap before then still goes where it says.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, visitorSession } from '../data/session/AuthContext';
import { LandingPage } from '../features/landing/LandingPage';
import { cssVariablesResolver, theme } from '../theme';
import { titleFor } from '../ui/documentTitle';

export const landingTitle = titleFor('/', false);

export function renderLanding(): string {
  return renderToString(
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <AuthContext.Provider value={visitorSession}>
        <MemoryRouter initialEntries={['/']}>
          <LandingPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </MantineProvider>,
  );
}
