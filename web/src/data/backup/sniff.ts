/**
 * A file's type read from its first bytes, never from its name or the type it claims: the server
 * reads uploads the same way (with the file-type package; docs/architecture.md, Abuse), so the
 * import leaves out what the server would refuse instead of queuing an upload bound to fail. Only
 * the five types the app keeps are known here, by their signatures: JPEG, PNG, WebP, HEIC, PDF.
 * file-type itself was tried here and left out: it refuses the byte arrays of the device's test
 * environment (another realm's Uint8Array) and wants a PNG's whole header, where this pre-check
 * needs only to agree with the server, which checks again.
 */
import type { BolDocumentType } from '@haulbook/sync-protocol';

interface Signature {
  type: BolDocumentType;
  /** Each run of bytes that must sit at its offset. */
  parts: readonly { at: number; bytes: readonly number[] }[];
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const signatures: readonly Signature[] = [
  { type: 'image/jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    type: 'image/png',
    parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  {
    type: 'image/webp',
    parts: [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('WEBP') },
    ],
  },
  // An iPhone's HEIC photo is an ISO box file whose major brand is heic (heix with 10-bit colour).
  { type: 'image/heic', parts: [{ at: 4, bytes: ascii('ftypheic') }] },
  { type: 'image/heic', parts: [{ at: 4, bytes: ascii('ftypheix') }] },
  { type: 'application/pdf', parts: [{ at: 0, bytes: ascii('%PDF-') }] },
];

const matches = (bytes: Uint8Array, { parts }: Signature) =>
  parts.every(({ at, bytes: expected }) => expected.every((b, i) => bytes[at + i] === b));

export function sniffType(bytes: Uint8Array): BolDocumentType | undefined {
  return signatures.find((signature) => matches(bytes, signature))?.type;
}
