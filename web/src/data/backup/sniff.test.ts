import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff';

const at = (offset: number, text: string) => {
  const bytes = new Uint8Array(16);
  bytes.set(strToU8(text), offset);
  return bytes;
};

describe('a file type read from its bytes', () => {
  it.each([
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 0]), 'image/jpeg'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['a WebP', at(0, 'RIFF....WEBP'), 'image/webp'],
    ['an iPhone HEIC', at(4, 'ftypheic'), 'image/heic'],
    ['a PDF', strToU8('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s', (_, bytes, type) => {
    expect(sniffType(bytes)).toBe(type);
  });

  it.each([
    ['a PNG cut short', new Uint8Array([0x89, 0x50, 0x4e, 0x47])],
    ['a web page', strToU8('<html>receipt.jpg</html>')],
    ['a RIFF that is a WAV', at(0, 'RIFF....WAVE')],
    ['a HEIF that is not HEIC', at(4, 'ftypmif1')],
    ['nothing', new Uint8Array()],
  ])('knows no type for %s', (_, bytes) => {
    expect(sniffType(bytes)).toBeUndefined();
  });
});
