import { describe, expect, it } from 'vitest';
import type { OcrLine } from './ocrLines';
import { findBroker } from './parseBroker';

const lines = (text: string, confidence = 90): OcrLine[] =>
  text
    .trim()
    .split('\n')
    .map((t) => ({ text: t.trim(), confidence }));

const broker = (text: string, confidence?: number) => findBroker(lines(text, confidence));

describe('findBroker: who the load is for', () => {
  it.each([
    [
      'a label',
      'Load #: 7594225\nBroker: Crossroads Logistics LLC MC# 884213',
      'Crossroads Logistics LLC',
    ],
    [
      'a label on its own line',
      'Bill To:\nIron Horse Transport Solutions\n2200 Main St',
      'Iron Horse Transport Solutions',
    ],
    ['a name without a company word', 'Brokered by Acme, Inc. - (800) 555-0142', 'Acme, Inc.'],
    [
      'a customer',
      'Customer: Northstar Freight Partners Phone 555-0100',
      'Northstar Freight Partners',
    ],
  ])('reads the broker after %s', (_, text, name) => {
    expect(broker(text)?.value).toBe(name);
  });

  it.each([
    ['a rate confirmation', 'Summit Freight Brokerage RATE CONFIRMATION\n2200 Main St Suite 400'],
    ['a load summary', 'Load Summary\nSummit Freight Brokerage\nTrip # LD-86198'],
    ['a letterhead in capitals', 'SUMMIT FREIGHT BROKERAGE\nRate Con # 51397'],
    ['a photo, specks beside the name', 'Summit Freight Brokerage RE\nRATE CONFIRMATION a'],
    [
      'a photo, specks on lines of their own and a figure before the name',
      'ol\n3\n- el Load Summary i\n4 Summit Freight Brokerage i\n; Trip # LD-86198',
    ],
  ])('reads the letterhead of %s', (_, text) => {
    expect(broker(text)?.value).toMatch(/^summit freight brokerage$/i);
  });

  it('takes a labelled broker over the letterhead', () => {
    expect(broker('Keystone Load Services\nBroker: Summit Freight Brokerage')?.value).toBe(
      'Summit Freight Brokerage',
    );
  });

  it.each([
    ['the carrier', 'RATE CONFIRMATION\nCarrier: Haulbook Test Carrier LLC MC# 884213'],
    [
      'a shipper further down the page',
      'DISPATCH SHEET\nTrip # LD-09600\nPICKUP DELIVERY\nRiverbend Paper Co.',
    ],
    ['a bill of lading title', 'STRAIGHT BILL OF LADING - SHORT FORM\nBOL Number: 77992189'],
    ['an email sender', 'From: dispatch@summit.example\nSubject: Load Tender - Order # 4513442'],
    ['a heading that is no company', 'Load Summary\nTrip #\nOrigin'],
  ])('names no broker from %s', (_, text) => {
    expect(broker(text)).toBeUndefined();
  });
});

describe('findBroker: how sure it is', () => {
  it('trusts a label as much as the OCR trusted the name', () => {
    expect(broker('Broker: Summit Freight Brokerage', 96)?.confidence).toBeCloseTo(0.96);
  });

  it('asks to check a letterhead, the more so on a page that is no confirmation', () => {
    const confirmation = broker('Summit Freight Brokerage RATE CONFIRMATION', 96);
    const other = broker('Summit Freight Brokerage\nLoad Summary', 96);
    expect(confirmation?.confidence).toBeCloseTo(0.864);
    expect(other?.confidence).toBeCloseTo(0.672);
  });
});
