/** A photo's type read from its bytes, never its name: a PDF renamed .jpg is not a JPEG. */
import { fileTypeFromBuffer } from 'file-type';

export const photoExtensions = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);

/** The extension of a JPEG or PNG, or undefined for anything else. */
export async function photoExtension(bytes: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && photoExtensions.get(type.mime);
}
