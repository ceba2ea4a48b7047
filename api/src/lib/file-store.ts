/**
 * Where the drivers' uploaded files are kept: a folder on this machine's disk (the default) or a
 * bucket of any S3-compatible object store (FILE_STORE=s3), so that several API processes on
 * several machines serve the same files. Both keep objects under keys like
 * `receipts/<user id>/<id>.png`; user-files.ts decides the keys and the rules (quota, types,
 * clean-up) once, above this interface, so the two stores cannot drift apart.
 */
import type { Readable } from 'node:stream';

/** One stored object, as a listing tells it. */
export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

export interface FileStore {
  /** Writes `bytes` under `key`, in place of anything there. */
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The object's bytes as they are read, or undefined when there is none. */
  open(key: string): Promise<Readable | undefined>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Removes the object, if there is one. */
  remove(key: string): Promise<void>;
  /** Removes every object under `folder` (a prefix ending in '/'). */
  removeFolder(folder: string): Promise<void>;
  /** Lets go of connections; the store is not used after. */
  close(): void;
}
