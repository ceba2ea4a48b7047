/** The file of the item the viewer shows, as an object URL while it is shown. */
import { useEffect, useState } from 'react';
import type { ViewerItem } from './viewerItem';

export type ItemFile =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob; url: string }
  | { status: 'failed'; error: unknown };

type Loaded = { item: ViewerItem } & ({ blob: Blob; url: string } | { error: unknown });

export function useItemFile(item: ViewerItem | undefined): ItemFile {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!item) return;
    let url: string | undefined;
    let current = true;
    item
      .load()
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setLoaded({ item, blob, url });
      })
      // A file that cannot be read, or shown as a URL, is shown as failed, never thrown away.
      .catch((error: unknown) => current && setLoaded({ item, error }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [item]);
  // What was loaded for another item is not this one's: it is still loading.
  if (!loaded || loaded.item !== item) return { status: 'loading' };
  if ('error' in loaded) return { status: 'failed', error: loaded.error };
  return { status: 'ready', blob: loaded.blob, url: loaded.url };
}
