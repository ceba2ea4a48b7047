/**
 * Node's Blob, File and FormData in place of jsdom's, for tests that keep files in IndexedDB:
 * jsdom's Blob cannot read its bytes back and comes out of fake-indexeddb as an empty object,
 * where a browser's, like Node's, keeps its bytes.
 */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/** Node's FormData (undici's), the one its fetch and Response speak. */
async function nodeFormData(): Promise<typeof FormData> {
  const form = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  return form.constructor as typeof FormData;
}

export async function useNodeBlobs(): Promise<void> {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', await nodeFormData());
}
