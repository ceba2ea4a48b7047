/**
 * The documents of the extraction corpus: their true values and how each one prints them (labels,
 * date formats, which mile figures it shows). Seeded, so every run makes the same corpus.
 */
import { scaledToDecimal } from '../../sync-protocol/src/decimal.js';

export type Layout = 'ratecon' | 'tender' | 'dispatch' | 'bol' | 'summary';
export type Noise = 'none' | 'skew' | 'blur' | 'faded' | 'photo';

/**
 * What a perfect extraction gives: docs/product.md §7's keys, dates as YYYY-MM-DD, then what the
 * load pays (Load pays, '' when the document prints no money) and the broker (Company, '' when
 * the document names none).
 */
export interface TrueValues {
  loadNumber: string;
  pickup: string;
  delivery: string;
  pickupDate: string;
  deliveryDate: string;
  loadedMiles: number;
  emptyMiles: number;
  totalMiles: number;
  totalPay: string;
  broker: string;
}

export interface Stop {
  facility: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  date: string;
  time: string;
}

export interface CorpusDocument {
  file: string;
  layout: Layout;
  noise: Noise;
  font: string;
  fontSize: number;
  scale: number;
  truth: TrueValues;
  /** How the document prints its values. */
  print: {
    loadLabel: string;
    loadNumber: string;
    pickup: Stop;
    delivery: Stop;
    dateFormat: (iso: string) => string;
    /** Which of loaded, empty and total the document states (the rest follow from them). */
    miles: { loaded?: number; empty?: number; total?: number };
    allCaps: boolean;
    broker: string;
    /** The line haul, or the all-in rate of a document that gives one figure. */
    rateCents: number;
    /** How a rate confirmation labels and prints its total. */
    totalLabel: string;
    money: (cents: number) => string;
  };
}

const places: [string, string][] = [
  ['Dallas', 'TX'],
  ['Fort Worth', 'TX'],
  ['Laredo', 'TX'],
  ['Joplin', 'MO'],
  ['St. Louis', 'MO'],
  ['Kansas City', 'MO'],
  ['Memphis', 'TN'],
  ['Nashville', 'TN'],
  ['Atlanta', 'GA'],
  ['Savannah', 'GA'],
  ['Charlotte', 'NC'],
  ['Winston-Salem', 'NC'],
  ['Columbus', 'OH'],
  ['Indianapolis', 'IN'],
  ['Louisville', 'KY'],
  ['Joliet', 'IL'],
  ['Green Bay', 'WI'],
  ['Des Moines', 'IA'],
  ['Omaha', 'NE'],
  ['Denver', 'CO'],
  ['Salt Lake City', 'UT'],
  ['Phoenix', 'AZ'],
  ['Albuquerque', 'NM'],
  ['Oklahoma City', 'OK'],
  ['Tulsa', 'OK'],
  ['Little Rock', 'AR'],
  ['Birmingham', 'AL'],
  ['Jacksonville', 'FL'],
  ['Reno', 'NV'],
  ['Stockton', 'CA'],
  ['Boise', 'ID'],
  ['Harrisburg', 'PA'],
  ['Allentown', 'PA'],
  ['Richmond', 'VA'],
];

const facilities = [
  'Ozark Valley Foods',
  'Great Plains Packaging',
  'Midwest Steel Supply',
  'Riverbend Paper Co.',
  'Sunbelt Produce DC',
  'Heartland Cold Storage',
  'Prairie Grain Co-op',
  'Lone Star Plastics',
  'Blue Ridge Furniture',
  'Cascade Beverage Warehouse',
  'Summit Home Goods DC 14',
  'Keystone Auto Parts',
];

const streets = [
  '1200 Industrial Pkwy',
  '4550 Commerce Dr',
  '88 Distribution Way',
  '2101 E Airport Rd',
  '615 Warehouse Ln',
  '9000 Logistics Blvd',
  '37 Rail Spur Ct',
  '1450 W Freight St',
];

const brokers = [
  'Summit Freight Brokerage',
  'Crossroads Logistics LLC',
  'Iron Horse Transport Solutions',
  'Northstar Freight Partners',
  'Keystone Load Services',
];

const loadLabels = ['Load #', 'Load Number', 'Load No.', 'Order #', 'Confirmation #', 'Trip #'];

const totalLabels = ['Total Carrier Pay', 'Total', 'Total Rate'];

const dollars = (cents: number) => scaledToDecimal(cents, 2);
const grouped = (cents: number) => dollars(cents).replace(/\B(?=(\d{3})+\.)/g, ',');

/** The ways paperwork prints an amount: '$2,964.00', 'USD 2964.00', '2,964.00'. */
const moneyStyles: ((cents: number) => string)[] = [
  (cents) => `$${grouped(cents)}`,
  (cents) => `USD ${dollars(cents)}`,
  (cents) => grouped(cents),
];

/** A rate confirmation's fuel surcharge: 14% of its line haul. */
export const fuelSurchargeCents = (rateCents: number) => Math.round(rateCents * 0.14);

/** What the load pays as the layout prints it: a rate confirmation's total, else its one rate. */
function truePay(layout: Layout, rateCents: number): string {
  if (layout === 'ratecon') return dollars(rateCents + fuelSurchargeCents(rateCents));
  return layout === 'tender' || layout === 'summary' ? dollars(rateCents) : '';
}

const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const pad = (n: number) => String(n).padStart(2, '0');
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

export const dateFormats: ((iso: string) => string)[] = [
  (iso) => {
    const [y, m, d] = parts(iso);
    return `${pad(m)}/${pad(d)}/${y}`;
  },
  (iso) => {
    const [, m, d] = parts(iso);
    return `${m}/${d}`;
  },
  (iso) => {
    const [y, m, d] = parts(iso);
    return `${monthNames[m - 1]} ${d}, ${y}`;
  },
  (iso) => {
    const [, m, d] = parts(iso);
    return `${pad(m)}/${pad(d)}`;
  },
  (iso) => iso,
  (iso) => {
    const [y, m, d] = parts(iso);
    return `${m}/${d}/${String(y).slice(2)}`;
  },
];

/** mulberry32: a small seeded generator, so the corpus is the same on every machine. */
export function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

function loadNumber(rng: ReturnType<typeof seeded>, index: number): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const shapes = [
    () => `${rng.int(1, 9)}${digits(6)}`,
    () => `LD-${digits(5)}`,
    () => `SO${digits(6)}`,
    () => `RC-${digits(5)}`,
    () => `${digits(7)}-01`,
    () => `T${digits(6)}`,
  ];
  return shapes[index % shapes.length]!();
}

function isoDate(year: number, dayOfYear: number): string {
  const date = new Date(Date.UTC(year, 0, dayOfYear));
  return date.toISOString().slice(0, 10);
}

const layouts: Layout[] = ['ratecon', 'tender', 'dispatch', 'bol', 'summary'];
const noises: Noise[] = ['skew', 'blur', 'faded', 'photo'];
const fonts = [
  'Liberation Sans',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Mono',
  'DejaVu Serif',
  'Liberation Sans Narrow',
];

/** The seed of the corpus the README's figures are measured on. */
const corpusSeed = 20260415;

/**
 * `count` documents; the first half clean, the second half skewed, blurred, faded or photographed.
 * Another seed gives documents the parser was never tuned on.
 */
export function corpusDocuments(year: number, count = 24, seed = corpusSeed): CorpusDocument[] {
  const rng = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const noisy = index >= count / 2;
    const [pickupPlace, deliveryPlace] = twoPlaces(rng);
    const pickupDay = rng.int(1, 350);
    const pickupDate = isoDate(year, pickupDay);
    const deliveryDate = isoDate(year, pickupDay + rng.int(1, 4));
    const loaded = rng.int(120, 2400);
    const empty = rng.pick([0, rng.int(5, 60), rng.int(20, 180)]);
    const number = loadNumber(rng, index);
    const stop = (place: [string, string], date: string): Stop => ({
      facility: rng.pick(facilities),
      street: rng.pick(streets),
      city: place[0],
      state: place[1],
      zip: String(rng.int(10000, 99999)),
      date,
      time: `${pad(rng.int(6, 17))}:${rng.pick(['00', '30'])}`,
    });
    const layout = layouts[index % layouts.length]!;
    const milesShown = [
      { loaded, empty, total: loaded + empty },
      { loaded, empty },
      { loaded, total: loaded + empty },
    ][index % 3]!;
    // Built before the truth, in this order: the generator's draws make the same corpus as before.
    const print: CorpusDocument['print'] = {
      loadLabel: rng.pick(loadLabels),
      loadNumber: number,
      pickup: stop(pickupPlace, pickupDate),
      delivery: stop(deliveryPlace, deliveryDate),
      dateFormat: dateFormats[index % dateFormats.length]!,
      miles: milesShown,
      allCaps: index % 4 === 3,
      broker: rng.pick(brokers),
      rateCents: loaded * rng.int(180, 320),
      totalLabel: totalLabels[index % totalLabels.length]!,
      money: moneyStyles[index % moneyStyles.length]!,
    };
    return {
      file: `${pad(index + 1)}-${layout}-${noisy ? noises[index % noises.length] : 'clean'}.jpg`,
      layout,
      noise: noisy ? noises[index % noises.length]! : 'none',
      font: fonts[index % fonts.length]!,
      fontSize: [12, 13, 14, 15, 16][index % 5]!,
      scale: [1.5, 2, 1.75][index % 3]!,
      truth: {
        loadNumber: number,
        pickup: `${pickupPlace[0]}, ${pickupPlace[1]}`,
        delivery: `${deliveryPlace[0]}, ${deliveryPlace[1]}`,
        pickupDate,
        deliveryDate,
        loadedMiles: loaded,
        emptyMiles: empty,
        totalMiles: loaded + empty,
        totalPay: truePay(layout, print.rateCents),
        broker: layout === 'ratecon' || layout === 'summary' ? print.broker : '',
      },
      print,
    };
  });
}

function twoPlaces(rng: ReturnType<typeof seeded>): [[string, string], [string, string]] {
  const first = rng.pick(places);
  let second = rng.pick(places);
  while (second[0] === first[0]) second = rng.pick(places);
  return [first, second];
}
