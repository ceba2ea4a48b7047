/**
 * 'Send as one PDF': a load's paperwork joined into a single PDF on the device, since brokers ask
 * for one file. Photos go one to a Letter page, fitted inside a margin; a PDF's own pages are
 * copied as they are. pdf-lib is loaded only when a driver asks for this.
 */
import type { PDFDocument } from 'pdf-lib';

export interface PaperworkFile {
  blob: Blob;
  mimetype: string;
}

const letter = { width: 612, height: 792 };
const margin = 24;

/** A photo type pdf-lib cannot embed (WebP, HEIC) redrawn as a JPEG by the browser. */
async function asJpeg(blob: Blob): Promise<ArrayBuffer> {
  const bitmap = await createImageBitmap(blob);
  const canvas = Object.assign(document.createElement('canvas'), {
    width: bitmap.width,
    height: bitmap.height,
  });
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  const jpeg = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.9),
  );
  if (!jpeg) throw new Error('This photo could not be added to the PDF');
  return jpeg.arrayBuffer();
}

async function addPhoto(pdf: PDFDocument, file: PaperworkFile) {
  const bytes = await file.blob.arrayBuffer();
  const image =
    file.mimetype === 'image/png'
      ? await pdf.embedPng(bytes)
      : await pdf.embedJpg(file.mimetype === 'image/jpeg' ? bytes : await asJpeg(file.blob));
  const landscape = image.width > image.height;
  const size = landscape ? { width: letter.height, height: letter.width } : letter;
  const scale = Math.min(
    (size.width - 2 * margin) / image.width,
    (size.height - 2 * margin) / image.height,
  );
  const width = image.width * scale;
  const height = image.height * scale;
  const page = pdf.addPage([size.width, size.height]);
  page.drawImage(image, {
    x: (size.width - width) / 2,
    y: (size.height - height) / 2,
    width,
    height,
  });
}

export async function joinToPdf(files: readonly PaperworkFile[]): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (const file of files) {
    if (file.mimetype === 'application/pdf') {
      const source = await PDFDocument.load(await file.blob.arrayBuffer(), {
        ignoreEncryption: true,
      });
      const pages = await pdf.copyPages(source, source.getPageIndices());
      for (const page of pages) pdf.addPage(page);
    } else {
      await addPhoto(pdf, file);
    }
  }
  const bytes = await pdf.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
