import { useEffect, useRef } from 'react';

/** Points the image at a blob for as long as it shows, and lets the blob's address go after. */
export function useBlobSource(source: Blob | string) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || typeof source === 'string') return;
    let url: string;
    try {
      url = URL.createObjectURL(source);
    } catch {
      // A blob IndexedDB could not give back as one: no image rather than a broken one.
      img.hidden = true;
      return;
    }
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [source]);
  return ref;
}
