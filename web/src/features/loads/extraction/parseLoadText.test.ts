import { describe, expect, it } from 'vitest';
import type { OcrLine } from './ocrLines';
import { parseLoadText } from './parseLoadText';
import { toFormFill } from './formFill';

const lines = (text: string, confidence = 90): OcrLine[] =>
  text
    .trim()
    .split('\n')
    .map((t) => ({ text: t.trim(), confidence }));

/** The values only, as the driver would see them in the form. */
function values(text: string | OcrLine[]) {
  const load = parseLoadText(typeof text === 'string' ? lines(text) : text);
  return Object.fromEntries(Object.entries(load).map(([k, v]) => [k, v.value]));
}

describe('parseLoadText', () => {
  it("reads a broker's rate confirmation with a stops table", () => {
    expect(
      values(`
        Crossroads Logistics LLC RATE CONFIRMATION
        2200 Main St Suite 400 - (800) 555-0142 Load Number: 9683503
        Carrier: Haulbook Test Carrier LLC MC# 884213 Equipment: 53' Dry Van
        Stop Type Facility Date Time
        1 Pickup Midwest Steel Supply 04/04/2026 08:30
        2101 E Airport Rd
        Oklahoma City, OK 15472
        2 Delivery Riverbend Paper Co. 04/05/2026 12:30
        615 Warehouse Ln
        Stockton, CA 46600
        Loaded Miles: 143 Empty Miles: 11 Total Miles: 154
        Linehaul $334.62  Total $380.47
      `),
    ).toEqual({
      loadNumber: '9683503',
      pickup: { city: 'Oklahoma City', state: 'OK' },
      delivery: { city: 'Stockton', state: 'CA' },
      pickupDate: { month: 4, day: 4, year: 2026, time: '08:30' },
      deliveryDate: { month: 4, day: 5, year: 2026, time: '12:30' },
      loadedMiles: 143,
      emptyMiles: 11,
      totalMiles: 154,
      totalPay: '380.47',
      lineHaul: '334.62',
      broker: 'Crossroads Logistics LLC',
    });
  });

  it('reads a load tender email, working out the empty miles from loaded and total', () => {
    expect(
      values(`
        From: dispatch@summit.example
        Subject: Load Tender - Order # 4513442
        Order #: 4513442
        Origin: Des Moines, 1A
        Destination: St. Louis, MO
        Pick up: 3/8/26 17:30
        Deliver: 3/9/26 13:30
        Loaded miles: 1,098 / Total: 1,143
        Rate: $2,272.86 all in. Reply YES to accept.
      `),
    ).toEqual({
      loadNumber: '4513442',
      pickup: { city: 'Des Moines', state: 'IA' },
      delivery: { city: 'St. Louis', state: 'MO' },
      pickupDate: { month: 3, day: 8, year: 2026, time: '17:30' },
      deliveryDate: { month: 3, day: 9, year: 2026, time: '13:30' },
      loadedMiles: 1098,
      emptyMiles: 45,
      totalMiles: 1143,
      totalPay: '2272.86',
    });
  });

  it('reads side-by-side pickup and delivery boxes that OCR ran together, and a miles grid', () => {
    expect(
      values(`
        DISPATCH SHEET
        Trip # LD-09600 Truck 2214 Trailer 53118
        PICKUP DELIVERY
        KEYSTONE AUTO PARTS LONE STAR PLASTICS
        88 Distribution Way 88 Distribution Way
        SALT LAKE CITY, UT 96481 RICHMOND, VA 89358
        Appt: 1/22 12:30 Appt: 1/23 08:30
        | Loaded | Empty | Total |
        | 574 | 155 | - |
      `),
    ).toEqual({
      loadNumber: 'LD-09600',
      pickup: { city: 'Salt Lake City', state: 'UT' },
      delivery: { city: 'Richmond', state: 'VA' },
      pickupDate: { month: 1, day: 22, time: '12:30' },
      deliveryDate: { month: 1, day: 23, time: '08:30' },
      loadedMiles: 574,
      emptyMiles: 155,
      totalMiles: 729,
    });
  });

  it('reads a bill of lading: ship from and to, ship and delivery dates on one line', () => {
    expect(
      values(`
        STRAIGHT BILL OF LADING - SHORT FORM
        BOL Number: 77992189 Load Number: RC-99218
        SHIP FROM SHIP TO
        Blue Ridge Furniture 1200 Industrial Pkwy Richmond, VA 23224
        Keystone Auto Parts 1450 W Freight St Joliet, IL 60436
        Ship Date: Dec 10, 2026 Delivery Date: Dec 13, 2026
        Pallets, packaged goods, NMFC 156600 38,420
        Loaded Miles: 812 Empty Miles: ©
      `),
    ).toMatchObject({
      loadNumber: 'RC-99218',
      pickup: { city: 'Richmond', state: 'VA' },
      delivery: { city: 'Joliet', state: 'IL' },
      pickupDate: { month: 12, day: 10, year: 2026 },
      deliveryDate: { month: 12, day: 13, year: 2026 },
      loadedMiles: 812,
      emptyMiles: 0,
      totalMiles: 812,
    });
  });

  it('puts a key/value table OCR read as two columns back together', () => {
    expect(
      values(`
        Load Summary
        Trip #
        Origin
        Destination
        Pickup Date
        Delivery Date
        Loaded Miles
        LD-86198
        Albuquerque, NM
        Memphis, TN
        6/30
        7/1
        138
      `),
    ).toEqual({
      loadNumber: 'LD-86198',
      pickup: { city: 'Albuquerque', state: 'NM' },
      delivery: { city: 'Memphis', state: 'TN' },
      pickupDate: { month: 6, day: 30 },
      deliveryDate: { month: 7, day: 1 },
      loadedMiles: 138,
    });
  });

  it("reads a photo's cities: a capital read small, a speck before the name", () => {
    expect(
      values(`
        j origin: salt Lake City, UT i
        | Destination: Joplin, MO b
      `),
    ).toMatchObject({
      pickup: { city: 'Salt Lake City', state: 'UT' },
      delivery: { city: 'Joplin', state: 'MO' },
    });
    expect(values('Pickup: Bi Columbus, OH 97449\nDelivery: El Paso, TX')).toMatchObject({
      pickup: { city: 'Columbus', state: 'OH' },
      delivery: { city: 'El Paso', state: 'TX' },
    });
  });

  it('takes pickup and delivery in page order when nothing labels them', () => {
    expect(
      values(`
        Stops
        Joplin, MO 64801 04/04
        Dallas, TX 75201 04/06
      `),
    ).toMatchObject({
      pickup: { city: 'Joplin', state: 'MO' },
      delivery: { city: 'Dallas', state: 'TX' },
      pickupDate: { month: 4, day: 4 },
      deliveryDate: { month: 4, day: 6 },
    });
  });

  it('reads no money, phone number or rate as miles or dates: money only as what the load pays', () => {
    expect(
      values(`
        Call (800) 555-0142. Detention $50/hr after 2 hours.
        Total $2,460.00  Fuel $1.25/mi
      `),
    ).toEqual({ totalPay: '2460.00' });
  });
});

describe('how sure it is', () => {
  const load = (text: string) => parseLoadText(lines(text, 96));

  it('trusts a labelled value as much as the OCR trusted its line', () => {
    const read = parseLoadText([
      { text: 'Load #: RC-51397', confidence: 96 },
      { text: 'Origin: Laredo, TX', confidence: 58 },
    ]);
    expect(read.loadNumber?.confidence).toBeCloseTo(0.96);
    expect(read.pickup?.confidence).toBeCloseTo(0.58);
  });

  it('trusts a value placed only by page order less than a labelled one', () => {
    const read = load(`
      Joplin, MO 64801
      Dallas, TX 75201
      Pickup: 04/04
    `);
    expect(read.pickup?.confidence).toBeLessThan(0.7);
    expect(read.pickupDate?.confidence).toBeGreaterThan(0.9);
  });

  it('takes the surer of two readings of the load number, and still doubts it', () => {
    const read = parseLoadText([
      {
        text: 'Subject: Load Tender - Load No. RC-83739',
        confidence: 85,
        words: [
          { text: 'Subject:', confidence: 91 },
          { text: 'Load', confidence: 96 },
          { text: 'Tender', confidence: 96 },
          { text: '-', confidence: 90 },
          { text: 'Load', confidence: 96 },
          { text: 'No.', confidence: 93 },
          { text: 'RC-83739', confidence: 32 },
        ],
      },
      {
        text: 'Load No.: RC-03739',
        confidence: 85,
        words: [
          { text: 'Load', confidence: 96 },
          { text: 'No.:', confidence: 90 },
          { text: 'RC-03739', confidence: 73 },
        ],
      },
    ]);
    expect(read.loadNumber?.value).toBe('RC-03739');
    expect(read.loadNumber?.confidence).toBeCloseTo(0.365);
  });

  it('doubts just the value whose word OCR was unsure of, not its whole line', () => {
    const read = parseLoadText([
      {
        text: 'Load # 7594225 Pickup: Nashville, TN',
        confidence: 80,
        words: [
          { text: 'Load', confidence: 96 },
          { text: '#', confidence: 90 },
          { text: '7594225', confidence: 23 },
          { text: 'Pickup:', confidence: 95 },
          { text: 'Nashville,', confidence: 94 },
          { text: 'TN', confidence: 96 },
        ],
      },
    ]);
    expect(read.loadNumber?.confidence).toBeCloseTo(0.23);
    expect(read.pickup?.confidence).toBeCloseTo(0.94);
  });

  it('doubts both dates when the delivery reads before the pickup', () => {
    const read = load(`
      Pick up: 11/08
      Deliver: 11/03
    `);
    expect(read.pickupDate?.confidence).toBeLessThan(0.5);
    expect(read.deliveryDate?.confidence).toBeLessThan(0.5);
  });
});

describe('what the load pays and who the broker is', () => {
  /** A rate confirmation as the bench corpus prints it, read by OCR. */
  const rateConfirmation = `
    Summit Freight Brokerage RATE CONFIRMATION
    2200 Main St Suite 400 - (800) 555-0142 Load #: 7594225
    Carrier: Haulbook Test Carrier LLC MC# 884213 Equipment: 53' Dry Van
    Stop Type Facility Date / Time
    1 Pickup Ozark Valley Foods 03/14/2026 08:30
    1200 Industrial Pkwy
    Joplin, MO 64801
    2 Delivery Lone Star Plastics 03/15/2026 12:30
    615 Warehouse Ln
    Dallas, TX 75201
    Loaded Miles: 500 Empty Miles: 40 Total Miles: 540
    Linehaul $1,100.00
    Fuel surcharge $150.00
    Total Carrier Pay $1,250.00
    Detention after 2 hours at $50/hr.
  `;

  it("fills Load pays with the rate confirmation's total and Company with the broker", () => {
    const fill = toFormFill(parseLoadText(lines(rateConfirmation)), new Date(2026, 2, 1));
    expect(fill.values).toMatchObject({
      loadNumber: '7594225',
      grossAmount: '1250.00',
      company: 'Summit Freight Brokerage',
    });
    expect(fill.confidence.grossAmount).toBeCloseTo(0.9);
    expect(fill.confidence.company).toBeCloseTo(0.81);
  });

  it('reads the load number a rate confirmation prints as Rate Con #', () => {
    expect(values('Keystone Load Services\nRate Con # 51397\nTotal Rate: $980.00')).toEqual({
      loadNumber: '51397',
      totalPay: '980.00',
      broker: 'Keystone Load Services',
    });
  });
});
