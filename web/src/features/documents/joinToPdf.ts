/**
 * 'Send as one PDF': a load's paperwork joined into a single PDF on the device, since brokers ask
 * for one file, laid out by sync-protocol's joinPages as the server lays out a send to the office.
 * pdf-lib is loaded only when a driver asks for this.
 */
import { joinableTypes, joinPages } from '@haulbook/sync-protocol';

export interface PaperworkFile {
  blob: Blob;
  mimetype: string;
}

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

const asPage = async (file: PaperworkFile) =>
  joinableTypes.includes(file.mimetype)
    ? { bytes: await file.blob.arrayBuffer(), mimetype: file.mimetype }
    : { bytes: await asJpeg(file.blob), mimetype: 'image/jpeg' };

export async function joinToPdf(files: readonly PaperworkFile[]): Promise<Blob> {
  const [lib, pages] = await Promise.all([import('pdf-lib'), Promise.all(files.map(asPage))]);
  const bytes = await joinPages(lib, pages);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
