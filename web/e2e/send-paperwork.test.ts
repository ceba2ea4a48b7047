/**
 * Paperwork from the cab to the office, in Chromium at 360 px against the built server and a real
 * SMTP server: offline, the driver reads a load from a photo of its rate confirmation (Load pays
 * and the load number filled for review), attaches the signed POD and cancels the load, which keeps
 * both; back online, 'Send paperwork' to a new office address, checked once, reaches the SMTP
 * server as one email with the load number in the subject and one PDF of both pages, and the
 * load shows it sent. With SCREENSHOTS_DIR set, the send panel is saved there.
 */
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { corpusDocuments, renderDocument } from '../../bench/extraction/corpus.js';
import { controlledByServiceWorker, signInPage, subscriberJourneys } from './accounts.js';
import { Mailbox } from './harness.js';

const mailbox = new Mailbox();
const journeys = subscriberJourneys('paperwork.send@example.com', undefined, mailbox);
const { server, email, password } = journeys;
const shots = process.env.SCREENSHOTS_DIR;
const office = 'dispatch@acme-freight.test';

/** Saved once the toasts have gone, so they hide nothing. */
async function snap(page: Page, name: string) {
  if (!shots) return;
  await expect.poll(() => page.getByRole('alert').count(), { timeout: 15_000 }).toBe(0);
  await page.screenshot({ path: path.join(shots, `${name}-360.png`) });
}

/** The corpus's first document: a clean broker rate confirmation, and what it says. */
const { truth, ...doc } = corpusDocuments(new Date().getFullYear())[0]!;

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Load' });
const documentsDialog = (page: Page) => page.getByRole('dialog', { name: 'BOL Documents' });
const card = (page: Page) => page.getByRole('article').filter({ hasText: truth.loadNumber });
const documentRows = (page: Page) =>
  documentsDialog(page).getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');

async function extract(page: Page, photo: Buffer) {
  await page.getByRole('button', { name: 'Add New Load' }).first().click();
  await addDialog(page)
    .getByLabel('Load photos')
    .setInputFiles({ name: 'ratecon.jpg', mimeType: 'image/jpeg', buffer: photo });
  await addDialog(page).getByRole('button', { name: 'Extract Data' }).click();
  // Not the toast: an earlier read's may still be showing.
  await expect
    .poll(() => addDialog(page).getByLabel('Load number').inputValue(), { timeout: 90_000 })
    .toBe(truth.loadNumber);
}

/** What a field holds and the mark extraction left under it. */
async function filled(page: Page, label: string) {
  const input = addDialog(page).getByLabel(label, { exact: true });
  const describedBy = (await input.getAttribute('aria-describedby'))?.split(' ')[0];
  return {
    value: await input.inputValue(),
    mark: describedBy ? await page.locator(`[id="${describedBy}"]`).innerText() : '',
  };
}

async function openDocuments(page: Page) {
  await card(page).getByRole('button', { name: 'BOL Docs' }).click();
  await expect.poll(() => documentsDialog(page).isVisible()).toBe(true);
}

const serverLoad = async (page: Page) =>
  ((await (await page.request.get(`${server.baseUrl}/api/loads`)).json()) as
    { id: string; loadNumber: string; status: string }[] | undefined)!.find(
    (l) => l.loadNumber === truth.loadNumber,
  );

describe('paperwork to the office', () => {
  it('is read, kept through a cancel, and mailed as one PDF once the signal returns', async () => {
    const ratecon = await renderDocument(journeys.browser, { truth, ...doc });
    const context = await journeys.browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await signInPage(server, context, email, password);
    await controlledByServiceWorker(page);
    await page.goto(`${server.baseUrl}/loads`);
    // The OCR engine is fetched the first time it is used, then kept for the dead zones.
    await extract(page, ratecon);
    await page.keyboard.press('Escape');
    await expect.poll(() => addDialog(page).isVisible()).toBe(false);

    await context.setOffline(true);
    await extract(page, ratecon);
    const pays = await filled(page, 'Load pays');
    expect(pays.value).toBe(truth.totalPay);
    expect(pays.mark).toMatch(/From photo|Check this/);
    const number = await filled(page, 'Load number');
    expect(number.value).toBe(truth.loadNumber);
    expect(number.mark).toMatch(/From photo|Check this/);
    await addDialog(page).getByRole('button', { name: 'Save Load' }).click();
    await expect
      .poll(() => page.getByText('Load Added Successfully').first().isVisible())
      .toBe(true);

    await openDocuments(page);
    await expect.poll(() => documentRows(page).count()).toBe(1);
    const pod = await renderDocument(journeys.browser, { truth, ...doc, noise: 'none' });
    await documentsDialog(page)
      .getByLabel('Photo from camera')
      .setInputFiles({ name: 'signed-pod.jpg', mimeType: 'image/jpeg', buffer: pod });
    await documentsDialog(page).getByLabel('Document type').selectOption('proof_of_delivery');
    await documentsDialog(page).getByRole('button', { name: 'Upload 1 file' }).click();
    await expect.poll(() => documentRows(page).count()).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => card(page).getByText('BOL — POD ✓').isVisible()).toBe(true);

    await card(page).getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this load?' });
    await confirm.getByRole('button', { name: 'Cancel load' }).click();
    await expect
      .poll(() =>
        card(page)
          .getByText(/kept with its paperwork/)
          .isVisible(),
      )
      .toBe(true);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await serverLoad(page))?.status, { timeout: 30_000 })
      .toBe('cancelled');
    const loadId = (await serverLoad(page))!.id;
    const kept = (await (
      await page.request.get(`${server.baseUrl}/api/bol-documents/${loadId}`)
    ).json()) as { kind: string }[];
    expect(kept.map((d) => d.kind).sort()).toEqual(['proof_of_delivery', 'rate_confirmation']);

    await openDocuments(page);
    const dialog = documentsDialog(page);
    await dialog.getByRole('button', { name: 'Send paperwork' }).click();
    await dialog.getByLabel('Name').fill('Dispatch');
    await dialog.getByLabel('Office email').fill(office);
    await dialog.getByRole('checkbox', { name: /I checked the address/ }).check();
    expect(await dialog.getByText(`Load ${truth.loadNumber}: paperwork`).isVisible()).toBe(true);
    await snap(page, 'paperwork-send');
    await dialog.getByRole('button', { name: 'Send 2 documents' }).click();

    await expect
      .poll(() => mailbox.emails.some((e) => e.to === office), { timeout: 30_000 })
      .toBe(true);
    const sent = mailbox.emails.filter((e) => e.to === office);
    expect(sent).toHaveLength(1);
    const mail = await simpleParser(sent[0]!.raw);
    expect(mail.subject).toBe(`Load ${truth.loadNumber}: paperwork (Rate con, POD)`);
    expect(mail.replyTo?.text).toBe(email);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect((await PDFDocument.load(mail.attachments[0]!.content)).getPageCount()).toBe(2);

    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return dialog.getByText('Sent', { exact: true }).isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await dialog.getByText(`Dispatch: ${office}`).isVisible()).toBe(true);
    await dialog.getByText(`Dispatch: ${office}`).scrollIntoViewIfNeeded();
    await snap(page, 'paperwork-sent');
    await context.close();
  });
});
