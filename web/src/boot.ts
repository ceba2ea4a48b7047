/**
 * The page's only script tag. Where the server sent a page drawn at build time (#prerendered), the
 * app's code is asked for once that page has painted: on a weak signal the HTML and its inlined
 * styles then have the connection to themselves, and the driver reads the page while the app
 * arrives. Without such a page (index.html, the service worker's copy) the app starts at once.
 * The base stylesheet is imported here so that index.html links it and the build inlines it into
 * the drawn pages (web/build/prerender.ts).
 */
import './styles/mantine-base.css';
import { keepEarlyMenuTaps } from './ui/earlyMenuTap';
import { intlReady } from './ui/intlWarmup';
import { nextTask } from './ui/nextTask';
import { dropPrerendered } from './ui/prerendered';

/** Longest wait for the first paint: a tab opened in the background paints only when shown. */
const paintWaitMs = 3000;

function afterFirstPaint(then: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  setTimeout(once, paintWaitMs);
  try {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the app starts now.
    once();
  }
}

// React is evaluated on its own and the app in a later task, each shorter than both together
// (together they held a phone's main thread for 150 ms at Lighthouse's 4x CPU slowdown). The app's
// own chunks are asked for once React has arrived: a round trip later, while the page is shown.
// Should the app's code not arrive, the drawn page goes rather than stand in for an app that is not
// coming (its buttons would do nothing). ICU's data loads in a worker while the app's code arrives.
const start = async () => {
  void intlReady();
  try {
    await import('react-dom/client');
    await nextTask();
    await import('./main');
  } catch {
    dropPrerendered();
  }
};

if (document.getElementById('prerendered')) {
  // The drawn page's menu button looks ready: a tap on it opens the menu once the app is up.
  keepEarlyMenuTaps();
  afterFirstPaint(() => void start());
} else void start();
