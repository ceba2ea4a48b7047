/**
 * The held-out set: documents of a seed the parsers were never tuned on, each saved once clean (a
 * JPEG at quality 85, as the tuning corpus's clean half) and once photographed by photograph.ts's
 * fixed transform (a JPEG at quality 40). Chromium's canvas decodes the rendered page and encodes
 * the JPEGs; the transform itself runs in Node, as plain code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { corpusDocuments, seeded, type CorpusDocument } from './corpus-data.js';
import { renderDocument } from './corpus.js';
import { photograph, type Rgba } from './photograph.js';

/** Never used to tune a parser: a wrong field here is measured, not fixed page by page. */
const heldOutSeed = 20261128;
const cleanQuality = 0.85;
const photoQuality = 0.4;

async function decode(page: Page, png: Buffer): Promise<Rgba> {
  const { width, height, base64 } = await page.evaluate(async (source) => {
    const blob = await (await fetch(`data:image/png;base64,${source}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const url = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(new Blob([data]));
    });
    return { width: bitmap.width, height: bitmap.height, base64: url.split(',')[1]! };
  }, png.toString('base64'));
  return { width, height, data: new Uint8ClampedArray(Buffer.from(base64, 'base64')) };
}

async function encodeJpeg(page: Page, image: Rgba, quality: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ source, width, height, q }) => {
      const url = `data:application/octet-stream;base64,${source}`;
      const bytes = await (await fetch(url)).arrayBuffer();
      const canvas = new OffscreenCanvas(width, height);
      canvas
        .getContext('2d')!
        .putImageData(new ImageData(new Uint8ClampedArray(bytes), width, height), 0, 0);
      const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: q });
      const encoded = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsDataURL(jpeg);
      });
      return encoded.split(',')[1]!;
    },
    {
      source: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength).toString(
        'base64',
      ),
      width: image.width,
      height: image.height,
      q: quality,
    },
  );
  return Buffer.from(base64, 'base64');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Writes `dir`'s images and returns their truth, in the bench's truth.json terms. */
export async function makeHeldOut(browser: Browser, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const random = seeded(heldOutSeed).next;
  const page = await browser.newPage();
  const documents = corpusDocuments(new Date().getFullYear(), 24, heldOutSeed);
  const truth = [];
  try {
    for (const [index, doc] of documents.entries()) {
      const clean: CorpusDocument = { ...doc, noise: 'none' };
      const pixels = await decode(page, await renderDocument(browser, clean, 'png'));
      const name = `${pad(index + 1)}-${doc.layout}`;
      const images = {
        'held-out-clean': await encodeJpeg(page, pixels, cleanQuality),
        photographed: await encodeJpeg(page, photograph(pixels, random), photoQuality),
      };
      for (const [set, jpeg] of Object.entries(images)) {
        const file = `${name}-${set === 'photographed' ? 'photographed' : 'clean'}.jpg`;
        fs.writeFileSync(path.join(dir, file), jpeg);
        truth.push({ file, layout: doc.layout, set, ...doc.truth });
      }
    }
  } finally {
    await page.close();
  }
  return truth;
}
