/**
 * Paperwork in a dead zone, in Chromium against the built server: offline, the driver adds a load
 * with two photos of its paperwork and takes a third in the BOL dialog; a reload (still offline)
 * keeps all three, marked as waiting; back online, the server lists the three and serves them, and
 * one opens in the viewer. The photos are made smaller on the device before they are kept. The third
 * is the signed proof of delivery, chosen as such at capture; the card then shows both papers, and
 * cancelling the load keeps it, cancelled, with its three documents, on the device and the server.
 * With SCREENSHOTS_DIR set, the capture and the document list are saved there at 360 px.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';

const journeys = subscriberJourneys('paperwork.offline@example.com');
const shots = process.env.SCREENSHOTS_DIR;

/** Saved once the toasts have gone and any scan being made is shown. */
async function snap(page: Page, name: string) {
  if (!shots) return;
  await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => page.getByLabel('Making the scan').count(), { timeout: 30_000 }).toBe(0);
  await page.screenshot({ path: path.join(shots, `${name}-360.png`) });
}
const { server, email, password } = journeys;

/** A phone-sized photo of a page (2400 x 3200 JPEG), drawn by the browser itself. */
async function pagePhoto(page: Page, label: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (text) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 2400, height: 3200 });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f4f1ea';
    ctx.fillRect(0, 0, 2400, 3200);
    ctx.fillStyle = '#222';
    ctx.font = 'bold 120px sans-serif';
    ctx.fillText(text, 200, 400);
    for (let y = 600; y < 3000; y += 90) {
      ctx.fillRect(200, y, 1400 + ((y * 7) % 600), 24);
      // Speckle, as a camera's noise: a photo, not a flat drawing.
      for (let x = 0; x < 2400; x += 37) ctx.fillRect(x, y + ((x * 13) % 80), 3, 3);
    }
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, label);
  return Buffer.from(base64, 'base64');
}

async function chooseState(page: Page, label: string, code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole('option', { name: code, exact: true }).click();
}

const documentsDialog = (page: Page) => page.getByRole('dialog', { name: 'BOL Documents' });
const waitingMarks = (page: Page) => documentsDialog(page).getByText('Waiting to sync');
const documentRows = (page: Page) =>
  documentsDialog(page).getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');

async function openDocuments(page: Page) {
  await page
    .getByRole('article')
    .filter({ hasText: 'HB-BOL-1' })
    .getByRole('button', { name: 'BOL Docs' })
    .click();
  await expect.poll(() => documentsDialog(page).isVisible()).toBe(true);
}

describe('paperwork in a dead zone', () => {
  it('is kept through an offline reload, reaches the server when the signal returns, and opens in the viewer', async () => {
    const context = await journeys.browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    // A phone: the menu is behind its burger, so the driver's bookmark it is.
    await page.goto(`${server.baseUrl}/loads`);
    const photos = await Promise.all(
      ['BOL page 1', 'BOL page 2', 'Signed POD'].map((l) => pagePhoto(page, l)),
    );

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add New Load' }).first().click();
    await page.getByLabel('Load photos').setInputFiles([
      { name: 'bol-page-1.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
      { name: 'bol-page-2.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
    ]);
    await page.getByLabel('Load number').fill('HB-BOL-1');
    await page.getByLabel('Pickup city').fill('Joplin');
    await chooseState(page, 'Pickup state', 'MO');
    await page.getByLabel('Delivery city').fill('Dallas');
    await chooseState(page, 'Delivery state', 'TX');
    await page.getByLabel('Pickup date').fill('2026-11-20T08:00');
    await page.getByLabel('Delivery date').fill('2026-11-21T17:30');
    await page.getByLabel('Loaded miles').fill('420');
    await page.getByRole('button', { name: 'Save Load' }).click();
    await expect
      .poll(() => page.getByText('Load Added Successfully').first().isVisible())
      .toBe(true);

    await openDocuments(page);
    await expect.poll(() => documentRows(page).count()).toBe(2);
    await documentsDialog(page)
      .getByLabel('Photo from camera')
      .setInputFiles({ name: 'signed-pod.jpg', mimeType: 'image/jpeg', buffer: photos[2]! });
    await documentsDialog(page).getByLabel('Document type').selectOption('proof_of_delivery');
    await snap(page, 'paperwork-capture');
    await documentsDialog(page).getByRole('button', { name: 'Upload 1 file' }).click();
    await expect.poll(() => documentRows(page).count()).toBe(3);
    await expect.poll(() => waitingMarks(page).count()).toBe(3);

    await page.reload();
    await openDocuments(page);
    await expect.poll(() => documentRows(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await waitingMarks(page).count()).toBe(3);
    expect(await page.getByText('You are offline').isVisible()).toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => waitingMarks(page).count(), { timeout: 30_000 }).toBe(0);
    await snap(page, 'paperwork-list');

    const loads = await (await context.request.get(`${server.baseUrl}/api/loads`)).json();
    const loadId = loads.find((l: { loadNumber: string }) => l.loadNumber === 'HB-BOL-1').id;
    const listed: { id: string; originalName: string; size: number; kind: string }[] = await (
      await context.request.get(`${server.baseUrl}/api/bol-documents/${loadId}`)
    ).json();
    expect(listed.map((d) => `${d.originalName} ${d.kind}`).sort()).toEqual([
      'bol-page-1.jpg bill_of_lading',
      'bol-page-2.jpg bill_of_lading',
      'signed-pod.jpg proof_of_delivery',
    ]);
    for (const doc of listed) {
      const file = await context.request.get(
        `${server.baseUrl}/api/bol-documents/${doc.id}/download`,
      );
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect((await file.body()).length).toBe(doc.size);
    }
    // Made smaller on the device: each kept photo is a fraction of the one taken.
    const taken = Math.min(...photos.map((p) => p.length));
    expect(Math.max(...listed.map((d) => d.size))).toBeLessThan(taken / 2);

    await documentsDialog(page).getByRole('button', { name: 'View signed-pod.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: 'Document viewer' });
    const shown = viewer.getByRole('img', { name: 'signed-pod.jpg' });
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    expect(await viewer.getByText('3 of 3').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Previous document' }).click();
    await expect.poll(() => viewer.getByText('2 of 3').isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect.poll(() => viewer.isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => documentsDialog(page).isVisible()).toBe(false);

    const card = page.getByRole('article').filter({ hasText: 'HB-BOL-1' });
    await expect.poll(() => card.getByText('BOL ✓ POD ✓').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this load?' });
    await expect
      .poll(() => confirm.getByText(/paying nothing, with its 3 documents/).isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Cancel load' }).click();
    await expect.poll(() => card.getByText(/kept with its paperwork/).isVisible()).toBe(true);
    await expect
      .poll(
        async () =>
          (await (await context.request.get(`${server.baseUrl}/api/loads`)).json()).find(
            (l: { id: string }) => l.id === loadId,
          )?.status,
        { timeout: 30_000 },
      )
      .toBe('cancelled');
    for (const doc of listed) {
      const file = await context.request.get(
        `${server.baseUrl}/api/bol-documents/${doc.id}/download`,
      );
      expect(file.status()).toBe(200);
    }
    await openDocuments(page);
    await expect.poll(() => documentRows(page).count()).toBe(3);
    await context.close();
  });
});
