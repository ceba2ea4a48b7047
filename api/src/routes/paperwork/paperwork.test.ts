/**
 * Sending paperwork to the office through the real API and its mail queue, on SQLite and
 * PostgreSQL alike: an address is confirmed once before anything goes to it; a send becomes one
 * email with the load number in the subject and one PDF holding every page (or the files), and
 * every device learns when it went; the daily limit; another driver's things; a document deleted
 * before the email was composed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  maxPaperworkSendsPerDay,
  paperworkMessages,
  type OfficeAddress,
  type PaperworkSend,
  type SyncChanges,
} from '@haulbook/sync-protocol';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxDir } from '../../mail/mailer.js';
import { readMailbox } from '../../mail/mailbox.js';
import { subscribedDriver } from '../../test/accounts.js';
import { build, type TestApp } from '../../test/build.js';
import { newLoadBody, tinyPng } from '../../test/fixtures.js';
import { sendFailures } from './paperwork.mail.js';

let t: TestApp;
let dale: string;
let rosa: string;

beforeAll(async () => {
  t = await build();
  dale = await subscribedDriver(t, 'paperwork-dale@example.com');
  rosa = await subscribedDriver(t, 'paperwork-rosa@example.com');
});
afterAll(() => t.close());

const call = (cookie: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newLoad(cookie: string, change: object = {}): Promise<string> {
  const load = newLoadBody(change);
  expect((await call(cookie, 'POST', '/api/loads', load)).statusCode).toBe(201);
  return load.id;
}

/** Uploads one small PNG page of `kind` to the load; its id. */
async function addPage(cookie: string, loadId: string, kind: string): Promise<string> {
  const id = uuidv7();
  const form = new FormData();
  form.append('loadId', loadId);
  form.append('ids', id);
  form.append('kind', kind);
  form.append('documents', new Blob([tinyPng], { type: 'image/png' }), `${kind}.png`);
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bol-documents/upload',
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode).toBe(201);
  return id;
}

async function saveAddress(cookie: string, email: string, confirm = true): Promise<string> {
  const id = uuidv7();
  const saved = await call(cookie, 'POST', '/api/office-addresses', {
    id,
    label: 'Dispatch',
    email,
  });
  expect(saved.statusCode).toBe(201);
  if (confirm) {
    const confirmed = await call(cookie, 'POST', `/api/office-addresses/${id}/confirm`, { email });
    expect(confirmed.statusCode).toBe(200);
  }
  return id;
}

const sendPaperwork = (cookie: string, loadId: string, body: object) =>
  call(cookie, 'POST', `/api/loads/${loadId}/paperwork`, { id: uuidv7(), ...body });

/** Every email to `to`, newest first, parsed whole (attachments too), after the queue ran. */
async function mailTo(to: string): Promise<ParsedMail[]> {
  await t.flushMail();
  const stored = (await readMailbox(t.config.dataDir)).filter((e) => e.to === to);
  return Promise.all(
    stored.map(async (e) =>
      simpleParser(await fs.readFile(path.join(mailboxDir(t.config.dataDir), e.file))),
    ),
  );
}

const sendsOf = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/sync/changes', headers: { cookie } })
  ).json<SyncChanges>().paperworkSends;

describe('an office address', () => {
  it('takes nothing before the driver confirms it, and only as it was saved', async () => {
    const loadId = await newLoad(dale);
    const pageId = await addPage(dale, loadId, 'bill_of_lading');
    const addressId = await saveAddress(dale, 'unconfirmed@office.test', false);

    const early = await sendPaperwork(dale, loadId, { addressId, documentIds: [pageId] });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(paperworkMessages.notConfirmed);

    const wrong = await call(dale, 'POST', `/api/office-addresses/${addressId}/confirm`, {
      email: 'other@office.test',
    });
    expect(wrong.statusCode).toBe(409);
    expect(await mailTo('unconfirmed@office.test')).toEqual([]);

    const right = await call(dale, 'POST', `/api/office-addresses/${addressId}/confirm`, {
      email: 'Unconfirmed@Office.test ',
    });
    expect(right.json<OfficeAddress>().confirmedAt).toEqual(expect.any(String));
  });

  it('is refused when it is not an email address', async () => {
    const res = await call(dale, 'POST', '/api/office-addresses', {
      id: uuidv7(),
      label: 'Broker',
      email: 'dispatch at acme',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(paperworkMessages.emailInvalid);
  });
});

describe('a send', () => {
  it('mails one PDF of both pages with the load number in the subject, then shows it sent', async () => {
    const loadId = await newLoad(dale, { loadNumber: 'RC-4471' });
    const bol = await addPage(dale, loadId, 'bill_of_lading');
    const pod = await addPage(dale, loadId, 'proof_of_delivery');
    const addressId = await saveAddress(dale, 'dispatch@acme.test');

    const res = await sendPaperwork(dale, loadId, { addressId, documentIds: [bol, pod] });
    expect(res.statusCode).toBe(201);
    expect(res.json<PaperworkSend>()).toMatchObject({
      status: 'queued',
      email: 'dispatch@acme.test',
    });

    const [email, ...more] = await mailTo('dispatch@acme.test');
    expect(more).toEqual([]);
    expect(email!.subject).toBe('Load RC-4471: paperwork (BOL, POD)');
    expect(email!.replyTo?.text).toBe('paperwork-dale@example.com');
    expect(email!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Load RC-4471 paperwork.pdf', 'application/pdf'],
    ]);
    const pdf = await PDFDocument.load(email!.attachments[0]!.content);
    expect(pdf.getPageCount()).toBe(2);

    const pulled = (await sendsOf(dale)).find((s) => s.id === res.json<PaperworkSend>().id);
    expect(pulled).toMatchObject({ status: 'sent', label: 'Dispatch', documentIds: [bol, pod] });
    expect(pulled?.sentAt).toEqual(expect.any(String));
  });

  it('sends the files as they are when asked, and a replay sends nothing more', async () => {
    const loadId = await newLoad(dale, { loadNumber: 'RC-5000' });
    const bol = await addPage(dale, loadId, 'bill_of_lading');
    const lumper = await addPage(dale, loadId, 'lumper_receipt');
    const addressId = await saveAddress(dale, 'factoring@acme.test');
    const body = { id: uuidv7(), addressId, documentIds: [bol, lumper], format: 'separate' };
    const headers = { cookie: dale, 'idempotency-key': 'paperwork-replay' };
    const url = `/api/loads/${loadId}/paperwork`;
    const first = await t.app.inject({ method: 'POST', url, headers, payload: body });
    const again = await t.app.inject({ method: 'POST', url, headers, payload: body });
    expect(again.json()).toEqual(first.json());

    const emails = await mailTo('factoring@acme.test');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Load RC-5000: paperwork (BOL, Lumper)');
    expect(emails[0]!.attachments.map((a) => a.contentType)).toEqual(['image/png', 'image/png']);
  });

  it("never sends another driver's documents or to another driver's address", async () => {
    const loadId = await newLoad(dale);
    const page = await addPage(dale, loadId, 'bill_of_lading');
    const dalesAddress = await saveAddress(dale, 'dale-office@acme.test');
    const rosasLoad = await newLoad(rosa);
    const rosasAddress = await saveAddress(rosa, 'rosa-office@acme.test');

    const theirPage = await sendPaperwork(rosa, rosasLoad, {
      addressId: rosasAddress,
      documentIds: [page],
    });
    expect(theirPage.statusCode).toBe(404);
    const theirAddress = await sendPaperwork(rosa, loadId, {
      addressId: dalesAddress,
      documentIds: [page],
    });
    expect(theirAddress.statusCode).toBe(404);
    expect(await mailTo('rosa-office@acme.test')).toEqual([]);
    expect(await mailTo('dale-office@acme.test')).toEqual([]);
  });

  it('is marked failed, with why, when a document was deleted before the email went', async () => {
    const loadId = await newLoad(dale);
    const page = await addPage(dale, loadId, 'bill_of_lading');
    const addressId = await saveAddress(dale, 'late@acme.test');
    const sendId = uuidv7();
    const res = await call(dale, 'POST', '/api/sync/push', {
      deviceId: uuidv7(),
      entries: [
        {
          seq: 1,
          method: 'POST',
          path: `/api/loads/${loadId}/paperwork`,
          body: { id: sendId, addressId, documentIds: [page] },
        },
        { seq: 2, method: 'DELETE', path: `/api/bol-documents/${page}` },
      ],
    });
    expect(res.json<{ results: { status: number }[] }>().results.map((r) => r.status)).toEqual([
      201, 200,
    ]);
    expect(await mailTo('late@acme.test')).toEqual([]);
    expect((await sendsOf(dale)).find((s) => s.id === sendId)).toMatchObject({
      status: 'failed',
      failure: sendFailures.documentGone,
    });
  });

  it(`stops at ${maxPaperworkSendsPerDay} sends a day`, async () => {
    const loadId = await newLoad(rosa);
    const page = await addPage(rosa, loadId, 'bill_of_lading');
    const addressId = await saveAddress(rosa, 'busy@acme.test');
    const statuses: number[] = [];
    for (let i = 0; i <= maxPaperworkSendsPerDay; i++)
      statuses.push(
        (await sendPaperwork(rosa, loadId, { addressId, documentIds: [page] })).statusCode,
      );
    expect(statuses.filter((s) => s === 201)).toHaveLength(maxPaperworkSendsPerDay);
    expect(statuses.at(-1)).toBe(429);
  });
});
