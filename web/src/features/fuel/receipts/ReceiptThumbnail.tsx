/**
 * A receipt photo, small: from the device while it waits to be sent (a blob in the outbox or the
 * form), from the server once it has it. Offline, a photo the device never held cannot load; then
 * nothing shows rather than a broken image.
 */
import { Image } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** Points the image at a blob for as long as it shows, and lets the blob's address go after. */
function useBlobSource(source: Blob | string) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || typeof source === 'string') return;
    let url: string;
    try {
      url = URL.createObjectURL(source);
    } catch {
      // A blob IndexedDB could not give back as one: the Receipt badge still says there is one.
      img.hidden = true;
      return;
    }
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [source]);
  return ref;
}

export function ReceiptThumbnail({ source, alt }: { source: Blob | string; alt: string }) {
  const ref = useBlobSource(source);
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      ref={ref}
      src={typeof source === 'string' ? source : undefined}
      alt={alt}
      w={56}
      h={56}
      radius="sm"
      fit="cover"
      onError={() => setFailed(true)}
      style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}
