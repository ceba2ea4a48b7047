import { MantineProvider } from '@mantine/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './App';
import './data/installPrompt';
import { AuthProvider } from './data/session/AuthProvider';
import { UpdatePrompt } from './features/shell/update/UpdatePrompt';
import { cssVariablesResolver, theme } from './theme';
import { dropPrerendered } from './ui/prerendered';
import { reportFailure, reportFailuresWith, reportUncaught } from './ui/reportFailure';
import { ScreenErrorBoundary } from './ui/ScreenErrorBoundary';
import { Toasts } from './ui/Toasts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The reporter is loaded only when something failed: most visits never do.
reportFailuresWith((error) => {
  import('./data/clientErrors').then(
    ({ reportClientError }) => reportClientError(error),
    () => {},
  );
});
reportUncaught(window);

// An error that reaches the root leaves nothing drawn: a page drawn at build time must not stand in
// for the app then, looking alive with buttons that do nothing. The boundary below catches what a
// page throws while drawing; this is what is left (a failure in React itself).
const app = createRoot(root, {
  onUncaughtError: (error) => {
    dropPrerendered();
    console.error(error);
    reportFailure(error);
  },
});
// Rendered as a transition, React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first screen (on a mid-range phone, hundreds of milliseconds in
// which a tap goes unanswered).
startTransition(() =>
  app.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Toasts />
        <UpdatePrompt />
        <ScreenErrorBoundary wholePage>
          <AuthProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AuthProvider>
        </ScreenErrorBoundary>
      </MantineProvider>
    </StrictMode>,
  ),
);
