/**
 * Writes the extraction corpus: bench/extraction/corpus/*.jpg and truth.json (each file's true
 * values) beside them. The images are generated, never committed; the bench runs this when the
 * folder is missing.
 *
 *   npx tsx bench/extraction/make-corpus.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../web/e2e/harness.js';
import { corpusDocuments, renderDocument } from './corpus.js';

export const corpusDir = fileURLToPath(new URL('./corpus', import.meta.url));

export async function makeCorpus(seed?: number): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    fs.mkdirSync(corpusDir, { recursive: true });
    const documents = corpusDocuments(new Date().getFullYear(), 24, seed);
    for (const doc of documents) {
      fs.writeFileSync(path.join(corpusDir, doc.file), await renderDocument(browser, doc));
    }
    const truth = documents.map(({ file, layout, noise, truth: values }) => ({
      file,
      layout,
      noise,
      ...values,
    }));
    fs.writeFileSync(path.join(corpusDir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await makeCorpus();
  console.log(`corpus written to ${corpusDir}`);
}
