/**
 * The file store in a bucket of any S3-compatible object store (FILE_STORE=s3): AWS S3, MinIO,
 * Ceph, Cloudflare R2, Backblaze B2 and the like. Objects are written whole (an upload is already
 * in memory, 10 MB at most) and read as a stream, so a download never waits for the whole file.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore, StoredObject } from './file-store.js';

export interface S3Settings {
  /** Unset: AWS S3's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both unset: the SDK's usual sources (AWS_* variables, an instance's role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as most self-hosted services expect. */
  forcePathStyle: boolean;
}

/** S3 takes at most this many keys in one DeleteObjects call. */
const deleteBatch = 1000;

/**
 * No such object; a missing bucket is an error of its own, never taken for a missing file. Some
 * S3-compatible services answer a missing key with a bare 404 and no NoSuchKey code.
 */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    (error.name !== 'NoSuchBucket' &&
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404));

function client(s: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = s;
  return new S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // Checksums only where S3's API requires them: several S3-compatible services refuse or
    // mishandle the extra ones the SDK otherwise adds to every call.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An upload holds its driver's version row while it is stored: a store that stops answering
    // must fail it in seconds, not hold every write of that driver.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

export function s3Store(settings: S3Settings): FileStore {
  const s3 = client(settings);
  const Bucket = settings.bucket;

  async function list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket, Prefix: prefix }))
      for (const { Key, Size, LastModified } of page.Contents ?? [])
        if (Key) found.push({ key: Key, size: Size ?? 0, modified: LastModified ?? new Date(0) });
    return found;
  }

  async function removeKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += deleteBatch) {
      const Objects = keys.slice(i, i + deleteBatch).map((Key) => ({ Key }));
      const { Errors } = await s3.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
      );
      const [failed] = Errors ?? [];
      if (failed) throw new Error(`Could not remove ${failed.Key}: ${failed.Message}`);
    }
  }

  return {
    async put(Key, bytes, mime) {
      await s3.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: mime }));
    },
    async open(Key) {
      try {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket, Key }));
        // In Node the SDK hands the reply's body over as it arrives: a readable stream.
        if (!(Body instanceof Readable)) throw new Error(`No body for ${Key}`);
        return Body;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    list,
    async remove(Key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async removeFolder(folder) {
      await removeKeys((await list(folder)).map((object) => object.key));
    },
    close: () => s3.destroy(),
  };
}
