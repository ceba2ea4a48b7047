/** The file store the configuration names (FILE_STORE): on disk under DATA_DIR, or in a bucket. */
import { diskStore } from './disk-store.js';
import type { FileStore } from './file-store.js';
import { s3Store, type S3Settings } from './s3-store.js';

export type FileStoreConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

export function openFileStore(config: FileStoreConfig, dataDir: string): FileStore {
  return config.kind === 's3' ? s3Store(config) : diskStore(dataDir);
}
