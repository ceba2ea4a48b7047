import { afterEach, describe, expect, it, vi } from 'vitest';
import { uprightBitmap } from './bitmap';

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const decoded = { width: 3024, height: 4032, close: () => undefined } as ImageBitmap;

afterEach(() => vi.unstubAllGlobals());

describe('a photo decoded upright', () => {
  it("on Safari 16, which throws TypeError for 'from-image', is decoded with its default", async () => {
    const decode = vi.fn(async (_: Blob, options?: ImageBitmapOptions) => {
      if (options?.imageOrientation === 'from-image')
        throw new TypeError("Type error: 'from-image' is not a valid ImageOrientation value");
      return decoded;
    });
    vi.stubGlobal('createImageBitmap', decode);
    await expect(uprightBitmap(photo)).resolves.toBe(decoded);
    expect(decode).toHaveBeenLastCalledWith(photo);
  });

  it('asks for the turn where the browser knows the option', async () => {
    const decode = vi.fn(async () => decoded);
    vi.stubGlobal('createImageBitmap', decode);
    await expect(uprightBitmap(photo)).resolves.toBe(decoded);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
  });

  it('still fails for a photo the browser cannot read', async () => {
    const broken = new DOMException('The source image could not be decoded.', 'InvalidStateError');
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(broken)),
    );
    await expect(uprightBitmap(photo)).rejects.toBe(broken);
  });
});
