/**
 * The pages drawn at build time (web/build/prerender.ts, web/src/prerender/pages.tsx) that the
 * server sends in place of index.html (api/src/plugins/web.ts), by the path a browser asks for.
 * A visitor with no session gets the landing page and the sign-in form. A signed-in driver opening
 * one of the first screens gets the app's frame with that screen's heading, the greeting's name
 * filled in by the server: it shows before the app's code arrives and the app draws the live
 * screen in its place. Loads and Fuel are drawn only for a plan in force, as others see the gate.
 */
export interface PrerenderedPage {
  /** Under dist/prerendered/. */
  file: string;
  /** Drawn only for a driver whose plan is in force. */
  subscribers?: boolean;
}

export const prerenderedForVisitors: Readonly<Record<string, PrerenderedPage>> = {
  '/': { file: 'landing.html' },
  '/auth': { file: 'auth.html' },
};

export const prerenderedForDrivers: Readonly<Record<string, PrerenderedPage>> = {
  '/': { file: 'dashboard.html' },
  '/dashboard': { file: 'dashboard.html' },
  '/loads': { file: 'loads.html', subscribers: true },
  '/fuel': { file: 'fuel.html', subscribers: true },
};

/** Stands for the driver's name (as greetingName gives it) in a driver's page; the server fills it in. */
export const driverNameMark = '%HAULBOOK_DRIVER%';

/** Stands for the dashboard's greeting word in a driver's page (greetingWord); the server fills it in. */
export const greetingMark = '%HAULBOOK_GREETING%';

/**
 * Set by the app (not HttpOnly) while a sign-out made offline has not reached the server: the
 * session cookie still works, but the server draws no page with the driver's name for it.
 */
export const signOutPendingCookie = 'hb_signout_pending';
