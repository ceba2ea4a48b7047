/**
 * Makes this page's first number and date formatters (intlWarmup.ts): ICU loads their data once
 * per browser process, so the page's own formatters then cost nothing.
 */
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(0);
postMessage('ready');
close();
