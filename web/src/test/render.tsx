/**
 * Renders a screen the way the app does: Mantine (test env: no transitions, no portals), toasts
 * (the app's own host, loaded with the first toast), a router at `route`, and, when `auth` is
 * given, a fixed session instead of the real AuthProvider.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, visitorSession, type AuthContextValue } from '../data/session/AuthContext';
import { theme } from '../theme';
import { Toasts } from '../ui/Toasts';
import { setScreenWidth } from './media';

interface RenderOptions {
  route?: string;
  auth?: Partial<AuthContextValue>;
  /** The screen's width in px for media queries; unset, no query matches (the setup's default). */
  width?: number;
}

export const signedOut = visitorSession;

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', auth, width }: RenderOptions = {},
) {
  setScreenWidth(width);
  const withAuth = (children: ReactNode) =>
    auth ? (
      <AuthContext.Provider value={{ ...signedOut, ...auth }}>{children}</AuthContext.Provider>
    ) : (
      children
    );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <Toasts />
      <MemoryRouter initialEntries={[route]}>{withAuth(children)}</MemoryRouter>
    </MantineProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper }) };
}
