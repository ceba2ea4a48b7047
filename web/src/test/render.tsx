/**
 * Renders a screen the way the app does: Mantine (test env: no transitions, no portals), toasts, a
 * router at `route`, and, when `auth` is given, a fixed session instead of the real AuthProvider.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, visitorSession, type AuthContextValue } from '../data/session/AuthContext';
import { theme } from '../theme';

interface RenderOptions {
  route?: string;
  auth?: Partial<AuthContextValue>;
  /** The screen's width in px for media queries; unset, no query matches (the setup's default). */
  width?: number;
}

/** window.matchMedia answering min-width and max-width queries (px or em) for `width`. */
function mediaQueriesAt(width: number | undefined) {
  const px = (size: string, unit: string) => Number(size) * (unit === 'em' ? 16 : 1);
  const matches = (query: string) => {
    if (width === undefined) return false;
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
    return (!min || width >= px(min[1]!, min[2]!)) && (!max || width <= px(max[1]!, max[2]!));
  };
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

export const signedOut = visitorSession;

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', auth, width }: RenderOptions = {},
) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaQueriesAt(width) });
  const withAuth = (children: ReactNode) =>
    auth ? (
      <AuthContext.Provider value={{ ...signedOut, ...auth }}>{children}</AuthContext.Provider>
    ) : (
      children
    );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <MemoryRouter initialEntries={[route]}>{withAuth(children)}</MemoryRouter>
    </MantineProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper }) };
}
