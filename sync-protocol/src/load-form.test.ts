import { describe, expect, it } from 'vitest';
import { noExtras } from './extras.js';
import {
  emptyLoadForm,
  kmMessages,
  loadFormSchema,
  loadFormSchemaIn,
  type LoadFormValues,
} from './load-form.js';
import { loadMessages } from './loads.js';
import { numbersOnly } from './typed-number.js';

const filled: LoadFormValues = {
  ...emptyLoadForm,
  pickupCity: 'Joplin',
  pickupState: 'MO',
  deliveryCity: 'Dallas',
  deliveryState: 'TX',
  pickupDate: '2026-11-18T14:00',
  deliveryDate: '2026-11-19T08:30',
  loadedMiles: 420,
};

const messagesOf = (change: Partial<LoadFormValues>) => {
  const result = loadFormSchema.safeParse({ ...filled, ...change });
  if (result.success) return [];
  // A negative revenue breaks two of the shared rules, both with the one message.
  return [
    ...new Set(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
  ];
};

describe('the Add New Load form', () => {
  it('turns blank optional inputs into missing values and keeps the local dates', () => {
    expect(loadFormSchema.parse(filled)).toEqual({
      loadNumber: undefined,
      pickupCity: 'Joplin',
      pickupState: 'MO',
      deliveryCity: 'Dallas',
      deliveryState: 'TX',
      pickupDate: '2026-11-18T14:00',
      deliveryDate: '2026-11-19T08:30',
      loadedMiles: 420,
      emptyMiles: 0,
      grossAmount: undefined,
      revenue: undefined,
      extras: noExtras,
      company: undefined,
      notes: undefined,
    });
  });

  it('keeps what the driver typed in the optional fields', () => {
    const parsed = loadFormSchema.parse({
      ...filled,
      loadNumber: ' LS-4471 ',
      emptyMiles: 35,
      revenue: 1250.5,
      company: 'Acme Freight',
      notes: 'Dock 4',
    });
    expect(parsed).toMatchObject({
      loadNumber: 'LS-4471',
      emptyMiles: 35,
      revenue: 1250.5,
      company: 'Acme Freight',
      notes: 'Dock 4',
    });
  });

  it('reads the text a number input holds mid-typing as its number', () => {
    const parsed = loadFormSchema.parse({ ...filled, loadedMiles: '420', revenue: '1250.50' });
    expect(parsed).toMatchObject({ loadedMiles: 420, revenue: 1250.5 });
    expect(loadFormSchema.parse({ ...filled, revenue: '1250.' }).revenue).toBe(1250);
  });

  it('accepts delivery at the very minute of pickup', () => {
    expect(messagesOf({ deliveryDate: filled.pickupDate })).toEqual([]);
  });

  it.each<[Partial<LoadFormValues>, string]>([
    [{ pickupDate: '' }, `pickupDate: ${loadMessages.pickupDateRequired}`],
    [{ deliveryDate: '' }, `deliveryDate: ${loadMessages.deliveryDateRequired}`],
    [{ pickupDate: '11/18/2026' }, `pickupDate: ${loadMessages.pickupDateFormat}`],
    [{ deliveryDate: '2026-11-19' }, `deliveryDate: ${loadMessages.deliveryDateFormat}`],
    [{ deliveryDate: '2026-11-18T13:59' }, `deliveryDate: ${loadMessages.deliveryBeforePickup}`],
    [{ pickupCity: ' ' }, `pickupCity: ${loadMessages.pickupCityRequired}`],
    [{ deliveryCity: '' }, `deliveryCity: ${loadMessages.deliveryCityRequired}`],
    [{ pickupState: '' }, `pickupState: ${loadMessages.pickupStateRequired}`],
    [{ deliveryState: '' }, `deliveryState: ${loadMessages.deliveryStateRequired}`],
    [{ loadedMiles: '' }, `loadedMiles: ${loadMessages.milesRequired}`],
    [{ loadedMiles: -1 }, `loadedMiles: ${loadMessages.milesNegative}`],
    [{ emptyMiles: -5 }, `emptyMiles: ${loadMessages.milesNegative}`],
    [{ loadedMiles: 10.5 }, `loadedMiles: ${loadMessages.milesWhole}`],
    [{ emptyMiles: 2.5 }, `emptyMiles: ${loadMessages.milesWhole}`],
    [{ revenue: -1 }, `revenue: ${loadMessages.revenueInvalid}`],
    [{ revenue: 10.555 }, `revenue: ${loadMessages.revenueInvalid}`],
    [{ revenue: '-' }, `revenue: ${numbersOnly}`],
  ])('rejects %j', (change, message) => {
    expect(messagesOf(change)).toEqual([message]);
  });

  it('reports both required dates of an empty form', () => {
    const messages = messagesOf({ pickupDate: '', deliveryDate: '' });
    expect(messages).toEqual([
      `pickupDate: ${loadMessages.pickupDateRequired}`,
      `deliveryDate: ${loadMessages.deliveryDateRequired}`,
    ]);
  });

  it('says delivery is before pickup even while other fields are still wrong', () => {
    const messages = messagesOf({ pickupCity: '', deliveryDate: '2026-11-17T09:00' });
    expect(messages).toContain(`deliveryDate: ${loadMessages.deliveryBeforePickup}`);
  });
});

describe('the numbers of the Add New Load form', () => {
  it('starts both miles fields empty, and an empty Empty miles saves as 0', () => {
    expect(emptyLoadForm.loadedMiles).toBe('');
    expect(emptyLoadForm.emptyMiles).toBe('');
    expect(loadFormSchema.parse({ ...filled, emptyMiles: '' }).emptyMiles).toBe(0);
  });

  it('reads thousands separators and refuses stray characters with one message', () => {
    expect(loadFormSchema.parse({ ...filled, loadedMiles: '1,250' }).loadedMiles).toBe(1250);
    expect(messagesOf({ loadedMiles: '11,5a0' })).toEqual([`loadedMiles: ${numbersOnly}`]);
    expect(messagesOf({ emptyMiles: '1,5' })).toEqual([`emptyMiles: ${numbersOnly}`]);
    expect(messagesOf({ revenue: '12o0' })).toEqual([`revenue: ${numbersOnly}`]);
  });
});

describe('the form in km', () => {
  const km = loadFormSchemaIn('km');
  const kmMessagesOf = (change: Partial<LoadFormValues>) => {
    const result = km.safeParse({ ...filled, ...change });
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('is the miles form in miles', () => {
    expect(loadFormSchemaIn('miles')).toBe(loadFormSchema);
  });

  // Worked by hand: km ÷ 1.609344, rounded once to whole miles.
  it.each([
    ['100', '', 62, 0], // 62.137
    ['1,609', '35', 1000, 22], // 999.786; 21.748
    ['80,467', '0', 50_000, 0], // 49,999.876: the most a load may have
  ])(
    'stores %s km loaded and "%s" km empty as %d and %d miles',
    (loaded, empty, miles, emptyMiles) => {
      expect(km.parse({ ...filled, loadedMiles: loaded, emptyMiles: empty })).toMatchObject({
        loadedMiles: miles,
        emptyMiles,
      });
    },
  );

  it.each<[Partial<LoadFormValues>, string]>([
    [{ loadedMiles: '' }, `loadedMiles: ${kmMessages.required}`],
    [{ loadedMiles: '100.5' }, `loadedMiles: ${kmMessages.whole}`],
    [{ emptyMiles: -3 }, `emptyMiles: ${kmMessages.negative}`],
    [{ loadedMiles: '80,468' }, `loadedMiles: ${kmMessages.tooMany}`],
    [{ loadedMiles: '1O0' }, `loadedMiles: ${numbersOnly}`],
  ])('says in km what is wrong with %j', (change, message) => {
    expect(kmMessagesOf(change)).toEqual([message]);
  });
});
