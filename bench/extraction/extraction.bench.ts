/**
 * On-device extraction accuracy and speed, through the real built app: the built server (api/dist
 * serving web/dist, the CSP and service worker included) in Debian's Chromium; for each corpus image
 * the driver's own steps (Add New Load, choose the photo, Extract Data), then the form is read and
 * scored against the truth, what the load pays and the broker included. Prints per-field accuracy
 * and seconds per image (from the tap on Extract Data to the filled form) for the clean half and
 * the noisy half, the first extraction apart (it fetches and starts the OCR engine, which then
 * stays up between extractions as in the app), and how well 'Check this' marks the wrong fields.
 *
 *   pnpm build && pnpm bench:extraction   (--fresh remakes the corpus; --seed N makes another one)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { controlledByServiceWorker, signInPage, subscriberByApi } from '../../web/e2e/accounts.js';
import { AppServer, launchBrowser } from '../../web/e2e/harness.js';
import type { TrueValues } from './corpus-data.js';
import { corpusDir, makeCorpus } from './make-corpus.js';

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

const { values: args } = parseArgs({
  options: { fresh: { type: 'boolean', default: false }, seed: { type: 'string' } },
});

interface Truth extends TrueValues {
  file: string;
  noise: string;
}

interface Result {
  truth: Truth;
  seconds: number;
  right: Record<Field, boolean>;
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
  await page.getByLabel('Load photos').setInputFiles(path.join(corpusDir, truth.file));
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
  return { truth, seconds, right: right as Record<Field, boolean>, filled, doubtful };
}

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function report(results: Result[]) {
  console.log(
    `first extraction, fetching and starting the OCR engine: ${results[0]!.seconds.toFixed(2)} s`,
  );
  const halves = {
    clean: results.filter((r) => r.truth.noise === 'none'),
    noisy: results.filter((r) => r.truth.noise !== 'none'),
  };
  const rows = fields.map((f) => {
    const cells = Object.values(halves).map((h) =>
      pct(h.filter((r) => r.right[f]).length, h.length),
    );
    return `${f.padEnd(14)} ${cells.map((c) => c.padEnd(16)).join('')}`;
  });
  console.log(`${'field'.padEnd(14)} ${'clean'.padEnd(16)}noisy`);
  console.log(rows.join('\n'));
  for (const [name, half] of Object.entries(halves)) {
    const right = half.flatMap((r) => fields.map((f) => r.right[f])).filter(Boolean).length;
    const times = half.filter((r) => r !== results[0]).map((r) => r.seconds);
    console.log(
      `${name}: ${pct(right, half.length * fields.length)} of fields right; ` +
        `${median(times).toFixed(2)} s an image (median), ${Math.max(...times).toFixed(2)} s at most`,
    );
  }
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
  for (const r of results) {
    const missed = fields.filter((f) => !r.right[f]);
    if (missed.length) console.log(`  ${r.truth.file}: wrong ${missed.join(', ')}`);
  }
}

const truthFile = path.join(corpusDir, 'truth.json');

/** A corpus made before a field was scored has no truth for it, so it is made again. */
const scoresEveryField = () => {
  const truths = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as Truth[];
  return truths.every((truth) => fields.every((f) => f in truth));
};

async function main() {
  const fresh = args.fresh || args.seed !== undefined;
  if (fresh || !fs.existsSync(truthFile) || !scoresEveryField()) {
    await makeCorpus(args.seed === undefined ? undefined : Number(args.seed));
  }
  const truths = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as Truth[];
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
