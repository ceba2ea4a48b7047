/**
 * Writes the extraction corpus: bench/extraction/corpus/*.jpg (the tuning corpus, its truth in
 * truth.json beside them) and corpus/held-out/ (held-out.ts: the held-out set, clean and
 * photographed, with its own truth.json). The images are generated, never committed; the bench
 * runs this when a folder is missing. `seed` makes another tuning corpus; the held-out set's seed
 * is fixed.
 *
 *   npx tsx bench/extraction/make-corpus.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../../web/e2e/harness.js';
import { corpusDocuments, renderDocument } from './corpus.js';
import { makeHeldOut } from './held-out.js';

export const corpusDir = fileURLToPath(new URL('./corpus', import.meta.url));
export const heldOutDir = path.join(corpusDir, 'held-out');

const writeTruth = (dir: string, truth: object[]) =>
  fs.writeFileSync(path.join(dir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);

async function makeTuning(browser: Browser, seed?: number) {
  fs.mkdirSync(corpusDir, { recursive: true });
  const documents = corpusDocuments(new Date().getFullYear(), 24, seed);
  for (const doc of documents) {
    fs.writeFileSync(path.join(corpusDir, doc.file), await renderDocument(browser, doc));
  }
  const truth = documents.map(({ file, layout, noise, truth: values }) => ({
    file,
    layout,
    set: noise === 'none' ? 'clean' : 'noisy',
    ...values,
  }));
  writeTruth(corpusDir, truth);
}

export async function makeCorpus(seed?: number): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    await makeTuning(browser, seed);
    writeTruth(heldOutDir, await makeHeldOut(browser, heldOutDir));
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await makeCorpus();
  console.log(`corpus written to ${corpusDir}`);
}
