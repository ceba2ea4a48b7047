/**
 * On-device extraction accuracy and speed, through the real built app: the built server (api/dist
 * serving web/dist, the CSP and service worker included) in Debian's Chromium; for each corpus image
 * the driver's own steps (Add New Load, choose the photo, Extract Data), then the form is read and
 * scored against the truth, what the load pays and the broker included. Four sets: the tuning
 * corpus's clean and noisy halves, and the held-out set (held-out.ts), clean and photographed by a
 * fixed transform (photograph.ts). Prints per-field accuracy of each set and seconds per image
 * (from the tap on Extract Data to the filled form), the first extraction apart (it fetches and
 * starts the OCR engine, which then stays up between extractions as in the app), and how well
 * 'Check this' marks the wrong fields.
 *
 *   pnpm build && pnpm bench:extraction   (--fresh remakes the corpus; --seed N makes another
 *   tuning corpus; --set clean|noisy|held-out-clean|photographed, repeated, runs only those)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { controlledByServiceWorker, signInPage, subscriberByApi } from '../../web/e2e/accounts.js';
import { AppServer, launchBrowser } from '../../web/e2e/harness.js';
import type { Layout, TrueValues } from './corpus-data.js';
import { corpusDir, heldOutDir, makeCorpus } from './make-corpus.js';

/**
 * docs/product.md §7's eight keys, then Load pays (the total, or the one rate a tender or summary
 * prints) and the broker in Company; each scored on its own. A document that prints no money or
 * names no broker is right only when the field is left empty.
 */
const fields = [
  'loadNumber',
  'pickup',
  'delivery',
  'pickupDate',
  'deliveryDate',
  'loadedMiles',
  'emptyMiles',
  'totalMiles',
  'totalPay',
  'broker',
] as const;
type Field = (typeof fields)[number];

const sets = ['clean', 'noisy', 'held-out-clean', 'photographed'] as const;
type SetName = (typeof sets)[number];

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    seed: { type: 'string' },
    set: { type: 'string', multiple: true, default: [...sets] },
  },
});

interface Truth extends TrueValues {
  /** The image: beside its truth.json there, a whole path once read. */
  file: string;
  layout: Layout;
  set: SetName;
}

interface Result {
  truth: Truth;
  seconds: number;
  right: Record<Field, boolean>;
  /** What the form held, to show beside the truth where it is wrong. */
  got: Partial<TrueValues>;
  /** What the form marks: read from the photos, and 'Check this' among those. */
  filled: Record<Field, boolean>;
  doubtful: Record<Field, boolean>;
}

const label: Record<Field, string[]> = {
  loadNumber: ['Load number'],
  pickup: ['Pickup city', 'Pickup state'],
  delivery: ['Delivery city', 'Delivery state'],
  pickupDate: ['Pickup date'],
  deliveryDate: ['Delivery date'],
  loadedMiles: ['Loaded miles'],
  emptyMiles: ['Empty miles'],
  totalMiles: ['Total miles'],
  totalPay: ['Load pays'],
  broker: ['Company'],
};

async function readField(page: Page, name: string) {
  const input = page.getByRole('dialog').getByLabel(name, { exact: true });
  return input.evaluate((el: HTMLInputElement) => {
    const described = el.getAttribute('aria-describedby')?.split(' ')[0];
    const mark = described ? (document.getElementById(described)?.textContent ?? '') : '';
    return {
      value: el.value,
      filled: /From photo|Check this/.test(mark),
      doubtful: mark.includes('Check this'),
    };
  });
}

/** What the form holds, in the truth's terms. */
async function readForm(page: Page) {
  const read = async (field: Field) => Promise.all(label[field].map((l) => readField(page, l)));
  const form = Object.fromEntries(
    await Promise.all(fields.map(async (f) => [f, await read(f)] as const)),
  ) as Record<Field, { value: string; filled: boolean; doubtful: boolean }[]>;
  const number = (f: Field) => {
    const text = form[f][0]!.value.replace(/,/g, '');
    return text === '' ? undefined : Number(text);
  };
  const got: Partial<TrueValues> = {
    loadNumber: form.loadNumber[0]!.value,
    pickup: `${form.pickup[0]!.value}, ${form.pickup[1]!.value}`,
    delivery: `${form.delivery[0]!.value}, ${form.delivery[1]!.value}`,
    pickupDate: form.pickupDate[0]!.value.slice(0, 10),
    deliveryDate: form.deliveryDate[0]!.value.slice(0, 10),
    loadedMiles: number('loadedMiles'),
    emptyMiles: number('emptyMiles'),
    totalMiles: number('totalMiles'),
    totalPay: form.totalPay[0]!.value,
    broker: form.broker[0]!.value,
  };
  // The read-only total has no mark of its own: it stands on the loaded and empty miles.
  form.totalMiles = [...form.loadedMiles, ...form.emptyMiles];
  const any = (key: 'filled' | 'doubtful') =>
    Object.fromEntries(fields.map((f) => [f, form[f].some((r) => r[key])])) as Record<
      Field,
      boolean
    >;
  return { got, filled: any('filled'), doubtful: any('doubtful') };
}

async function extractOne(page: Page, truth: Truth): Promise<Result> {
  await page.getByRole('button', { name: 'Add New Load' }).first().click();
  await page.getByLabel('Load photos').setInputFiles(truth.file);
  const started = Date.now();
  await page.getByRole('button', { name: 'Extract Data' }).click();
  await page.getByRole('button', { name: 'Extract Data' }).waitFor({ timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;
  const { got, filled, doubtful } = await readForm(page);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
  const right = Object.fromEntries(fields.map((f) => [f, same(got[f], truth[f])]));
  return { truth, seconds, right: right as Record<Field, boolean>, got, filled, doubtful };
}

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function fieldRows(bySet: [SetName, Result[]][]) {
  const column = (text: string) => text.padEnd(18);
  console.log(`${'field'.padEnd(14)} ${bySet.map(([name]) => column(name)).join('')}`);
  for (const f of fields) {
    const cells = bySet.map(([, rs]) =>
      column(pct(rs.filter((r) => r.right[f]).length, rs.length)),
    );
    console.log(`${f.padEnd(14)} ${cells.join('')}`);
  }
}

function checkMarks(results: Result[]) {
  const marks = results.flatMap((r) =>
    fields.map((f) => ({ right: r.right[f], filled: r.filled[f], doubt: r.doubtful[f] })),
  );
  const wrong = marks.filter((m) => !m.right && m.filled);
  const right = marks.filter((m) => m.right);
  console.log(
    `'Check this' marks ${wrong.filter((m) => m.doubt).length} of ${wrong.length} fields filled wrong ` +
      `and ${right.filter((m) => m.doubt).length} of ${right.length} right ones; ` +
      `${marks.filter((m) => !m.right && !m.filled).length} fields were left for the driver`,
  );
}

function report(results: Result[]) {
  console.log(
    `first extraction, fetching and starting the OCR engine: ${results[0]!.seconds.toFixed(2)} s`,
  );
  const bySet = sets
    .map((name) => [name, results.filter((r) => r.truth.set === name)] as [SetName, Result[]])
    .filter(([, rs]) => rs.length);
  fieldRows(bySet);
  for (const [name, rs] of bySet) {
    const right = rs.flatMap((r) => fields.map((f) => r.right[f])).filter(Boolean).length;
    const times = rs.filter((r) => r !== results[0]).map((r) => r.seconds);
    const totals = rs.filter((r) => r.truth.layout === 'ratecon');
    console.log(
      `${name}: ${pct(right, rs.length * fields.length)} of fields right; ` +
        `rate confirmations' totals ${pct(totals.filter((r) => r.right.totalPay).length, totals.length)}; ` +
        `${median(times).toFixed(2)} s an image (median), ${Math.max(...times).toFixed(2)} s at most`,
    );
  }
  checkMarks(results);
  for (const r of results) {
    const missed = fields
      .filter((f) => !r.right[f])
      .map((f) => `${f} ${JSON.stringify(r.got[f] ?? '')} for ${JSON.stringify(r.truth[f])}`);
    if (missed.length)
      console.log(`  ${r.truth.set} ${path.basename(r.truth.file)}: ${missed.join('; ')}`);
  }
}

/**
 * Every image's truth, its file made absolute. A corpus made before a field or a set was scored
 * lacks it, so none is returned and the corpus is made again.
 */
function readTruths(): Truth[] | undefined {
  const truths: Truth[] = [];
  for (const dir of [corpusDir, heldOutDir]) {
    const file = path.join(dir, 'truth.json');
    if (!fs.existsSync(file)) return undefined;
    const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Truth[];
    truths.push(...read.map((t) => ({ ...t, file: path.join(dir, t.file) })));
  }
  const complete = truths.every((t) => sets.includes(t.set) && fields.every((f) => f in t));
  return complete ? truths : undefined;
}

async function corpus(): Promise<Truth[]> {
  const fresh = args.fresh || args.seed !== undefined;
  const ready = fresh ? undefined : readTruths();
  if (ready) return ready;
  await makeCorpus(args.seed === undefined ? undefined : Number(args.seed));
  return readTruths()!;
}

async function main() {
  const chosen = new Set(args.set);
  const unknown = [...chosen].filter((name) => !sets.includes(name as SetName));
  if (unknown.length) throw new Error(`--set takes ${sets.join(', ')}; not ${unknown.join(', ')}`);
  const truths = (await corpus()).filter((t) => chosen.has(t.set));
  const server = new AppServer();
  await server.start({});
  const browser = await launchBrowser();
  try {
    const email = 'bench.driver@example.com';
    await subscriberByApi(server, email, 'Haul2026go');
    const page = await signInPage(server, await browser.newContext(), email, 'Haul2026go');
    await controlledByServiceWorker(page);
    await page.getByRole('link', { name: 'Loads' }).first().click();
    await page.waitForURL('**/loads');
    const results: Result[] = [];
    for (const truth of truths) {
      results.push(await extractOne(page, truth));
      process.stdout.write('.');
    }
    console.log('\n');
    report(results);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
