/**
 * Drawing a driver's photo: a canvas of any size, and the photo decoded upright. A phone's camera
 * stores its shots sideways with an EXIF turn; `imageOrientation: 'from-image'` applies it, but
 * Safari before 17 (and Firefox before 111) knew the option only as 'none' (the same meaning) and
 * throw TypeError for the new name, so those decode with no option: their default applies the turn.
 */
export function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

export async function uprightBitmap(photo: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return createImageBitmap(photo);
  }
}
