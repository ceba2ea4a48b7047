/** What the viewer shows: a document or a receipt, named, with a way to get its file. */
export interface ViewerItem {
  key: string;
  name: string;
  mimetype: string;
  /** Still only on this device. */
  waiting: boolean;
  /** The file: from the device while it waits, else from the server. */
  load: () => Promise<Blob>;
}

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** The item's file, named with the extension of its type so the app it is shared to can open it. */
export function asFile(item: ViewerItem, blob: Blob): File {
  const type = item.mimetype || blob.type;
  const ext = extensions[type] ?? '';
  const name = ext && !item.name.toLowerCase().endsWith(ext) ? `${item.name}${ext}` : item.name;
  return new File([blob], name, { type });
}
