/**
 * A load's paperwork as one PDF, laid out the same on the device ('Send as one PDF') and on the
 * server (a send to the office): each photo on a Letter page of its own, turned to landscape when
 * it is wider than tall and fitted inside a margin; a PDF's own pages copied as they are. The
 * caller brings pdf-lib, so a screen that never joins a PDF never loads it.
 */
import type * as PdfLib from 'pdf-lib';

export interface PdfPage {
  bytes: Uint8Array | ArrayBuffer;
  /** image/jpeg, image/png or application/pdf: the types a PDF can hold as they are. */
  mimetype: string;
}

/** Types joinPages takes; another photo type must be redrawn as a JPEG first. */
export const joinableTypes: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

const letter = { width: 612, height: 792 };
const margin = 24;

async function addPhoto(pdf: PdfLib.PDFDocument, page: PdfPage) {
  const image =
    page.mimetype === 'image/png' ? await pdf.embedPng(page.bytes) : await pdf.embedJpg(page.bytes);
  const landscape = image.width > image.height;
  const size = landscape ? { width: letter.height, height: letter.width } : letter;
  const scale = Math.min(
    (size.width - 2 * margin) / image.width,
    (size.height - 2 * margin) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  pdf.addPage([size.width, size.height]).drawImage(image, {
    x: (size.width - width) / 2,
    y: (size.height - height) / 2,
    width,
    height,
  });
}

/** The pages, in order, as the bytes of one PDF. */
export async function joinPages(
  lib: typeof PdfLib,
  pages: readonly PdfPage[],
): Promise<Uint8Array> {
  const pdf = await lib.PDFDocument.create();
  for (const page of pages) {
    if (page.mimetype === 'application/pdf') {
      const source = await lib.PDFDocument.load(page.bytes, { ignoreEncryption: true });
      const copied = await pdf.copyPages(source, source.getPageIndices());
      for (const p of copied) pdf.addPage(p);
    } else {
      await addPhoto(pdf, page);
    }
  }
  return pdf.save();
}
