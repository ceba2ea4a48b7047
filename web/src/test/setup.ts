/**
 * Setup of every web test (jsdom): an in-memory IndexedDB for Dexie, a clean DOM and no toasts
 * after each test, and the browser APIs jsdom lacks but Mantine calls.
 */
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setScreenWidth } from './media';

// A screen updates through IndexedDB (fake-indexeddb here); on a busy 2-core CI machine that can
// take longer than testing-library's default second to show. A clean-clone CI run of 27 Nov, with
// the browser journeys running beside the web tests, took over 4 s to draw the next window of
// /fuel's cards (FuelWindow.test.tsx), which takes 2 to 3 s alone: waits are not timings here.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's module-wide store: one left over would show in the next test.
  notifications.clean();
  localStorage.clear();
  setScreenWidth();
});

setScreenWidth();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = () => {};

// jsdom's Blob cannot give its bytes back (no arrayBuffer()); a browser's, which the device's
// file store reads (data/keptFile.ts), can. Its FileReader can read them.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
      reader.readAsArrayBuffer(this);
    });
  };
}
