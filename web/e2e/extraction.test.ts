/**
 * Reading a load from a photo of its rate confirmation, in Chromium against the built server: the
 * OCR engine is fetched from our own origin only when the driver first taps Extract Data, runs under
 * the app's CSP, fills the Add New Load form, and, once fetched, reads photos with no signal.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { corpusDocuments, renderDocument } from '../../bench/extraction/corpus.js';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('paperwork.driver@example.com');
const { server, email, password } = journeys;

/** The corpus's first document: a clean broker rate confirmation, and what it says. */
const doc = corpusDocuments(new Date().getFullYear())[0]!;
const { truth } = doc;

async function extract(page: Page, photo: Buffer) {
  await page.getByRole('button', { name: 'Add New Load' }).first().click();
  await page
    .getByLabel('Load photos')
    .setInputFiles({ name: 'ratecon.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Extract Data' }).click();
  await expect
    .poll(() => page.getByText('Data Extracted Successfully').isVisible(), { timeout: 60_000 })
    .toBe(true);
}

const value = (page: Page, label: string) =>
  page.getByRole('dialog').getByLabel(label, { exact: true }).inputValue();

describe('load details read from a photo', () => {
  it('fill the form on the device, and still do with no signal', async () => {
    const photo = await renderDocument(journeys.browser, doc);
    const context = await journeys.browser.newContext();
    const requests: { path: string; bySw: boolean }[] = [];
    const cspViolations: string[] = [];
    context.on('request', (request) =>
      requests.push({ path: new URL(request.url()).pathname, bySw: !!request.serviceWorker() }),
    );
    const pageLoaded = () => requests.filter((r) => !r.bySw).map((r) => r.path);
    const ocrFiles = () => requests.map((r) => r.path).filter((path) => path.startsWith('/ocr/'));
    const page = await signInPage(server, context, email, password);
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await controlledByServiceWorker(page);
    await page.getByRole('link', { name: 'Loads' }).first().click();
    await page.waitForURL('**/loads');
    // The pages load none of the OCR code; the service worker keeps its small script chunks for
    // offline use but fetches none of the engine's files (about 6 MB) before they are needed.
    expect(pageLoaded().filter((path) => /\/assets\/(ocr|deviceOcr)-/.test(path))).toEqual([]);
    expect(ocrFiles()).toEqual([]);

    await extract(page, photo);
    const [city, state] = truth.pickup.split(', ');
    const [toCity, toState] = truth.delivery.split(', ');
    expect(await value(page, 'Load number')).toBe(truth.loadNumber);
    expect(await value(page, 'Pickup city')).toBe(city);
    expect(await value(page, 'Pickup state')).toBe(state);
    expect(await value(page, 'Delivery city')).toBe(toCity);
    expect(await value(page, 'Delivery state')).toBe(toState);
    expect((await value(page, 'Pickup date')).slice(0, 10)).toBe(truth.pickupDate);
    expect((await value(page, 'Delivery date')).slice(0, 10)).toBe(truth.deliveryDate);
    expect(await value(page, 'Loaded miles')).toBe(String(truth.loadedMiles));
    expect(await value(page, 'Empty miles')).toBe(String(truth.emptyMiles));
    expect(await value(page, 'Total miles')).toBe(truth.totalMiles.toLocaleString('en-US'));
    expect(ocrFiles().some((path) => path.endsWith('.wasm'))).toBe(true);
    expect(ocrFiles().some((path) => path.endsWith('eng.traineddata.gz'))).toBe(true);
    expect(cspViolations).toEqual([]);

    await page.keyboard.press('Escape');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Add New Load' }).first().waitFor();
    await extract(page, photo);
    expect(await value(page, 'Load number')).toBe(truth.loadNumber);
    expect(await value(page, 'Delivery city')).toBe(toCity);
    await context.close();
  });
});
