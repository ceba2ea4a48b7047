import { describe, expect, it } from 'vitest';
import { roleByPlace } from './columns';
import type { OcrLine } from './ocrLines';
import { parseLoadText } from './parseLoadText';

/**
 * OCR lines of a page photographed at an angle, each word placed across the page:
 * 'PICKUP@40 DELIVERY@420' is two words starting 40 and 420 pixels from the left.
 */
const page = (text: string): OcrLine[] =>
  text
    .trim()
    .split('\n')
    .map((row) => {
      const words = row
        .trim()
        .split(' ')
        .map((placed) => {
          const [word, left] = placed.split('@');
          return { text: word!, confidence: 90, left: Number(left) };
        });
      return { text: words.map((w) => w.text).join(' '), confidence: 90, words };
    });

const stops = (text: string) => {
  const read = parseLoadText(page(text));
  return {
    pickup: read.pickup?.value.city,
    delivery: read.delivery?.value.city,
    pickupDay: read.pickupDate?.value.day,
    deliveryDay: read.deliveryDate?.value.day,
  };
};

describe('pickup and delivery side by side, photographed at an angle', () => {
  it('reads a header the tilt parted into two lines', () => {
    expect(
      stops(`
        PICKUP@40
        DELIVERY@420
        Nashville,@40 TN@150 39793@190 Atlanta,@420 GA@520 30419@560
        Appt:@40 6/13/26@100 07:30@200 Appt:@420 6/15/26@480 10:30@580
      `),
    ).toEqual({ pickup: 'Nashville', delivery: 'Atlanta', pickupDay: 13, deliveryDay: 15 });
  });

  it("reads the delivery box's city when the OCR gives it before the pickup's", () => {
    expect(
      stops(`
        PICKUP@40 DELIVERY@420
        Green@424 Bay,@490 WI@560 75292@600
        Reno,@44 NV@110 63287@150
        Appt:@40 2026-09-01@100 Appt:@420 2026-09-02@480
      `),
    ).toMatchObject({ pickup: 'Reno', delivery: 'Green Bay' });
  });

  it('places both boxes under a header whose other half the OCR misread', () => {
    expect(
      stops(`
        sup@40 FROM@90 SHIP@420 TO@480
        LOUISVILLE,@40 KY@180 71495@220 MEMPHIS,@420 TN@540 76779@580
      `),
    ).toMatchObject({ pickup: 'Louisville', delivery: 'Memphis' });
  });
});

describe('roleByPlace', () => {
  it('says nothing without places', () => {
    expect(roleByPlace([{ role: 'pickup', left: undefined }], [40, 420], 0)).toBeUndefined();
    expect(roleByPlace([{ role: 'pickup', left: 40 }], [undefined], 0)).toBeUndefined();
  });

  it('counts a value a little left of its header as under it', () => {
    const header = [
      { role: 'pickup' as const, left: 40 },
      { role: 'delivery' as const, left: 420 },
    ];
    expect(roleByPlace(header, [400], 0)).toBe('delivery');
    expect(roleByPlace(header, [20], 0)).toBe('pickup');
  });
});
