/**
 * A receipt photo, small: from the device while it waits to be sent (a blob in the outbox or the
 * form), from the server once it has it. Offline, a photo the device never held cannot load; then
 * nothing shows rather than a broken image.
 */
import { Image } from '@mantine/core';
import { useState } from 'react';
import { useBlobSource } from '../../documents/useBlobSource';

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
