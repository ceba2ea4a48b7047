/**
 * A chosen photo cleaned up as a scan (docs/product.md, BOL Documents): its scan is made as soon as
 * it is chosen, shown small beside the photo, and is what is kept and uploaded unless the driver
 * unticks "Clean up as a scan". PDFs, and photos the browser cannot redraw, go as chosen.
 */
import { Checkbox, Group, Image, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { redrawable } from '../../documents/shrinkPhoto';
import { scanPhoto } from '../../documents/scan/scanPhoto';
import { useBlobSource } from '../../documents/useBlobSource';

/** Each chosen file's scan: made once, while the driver looks; null when it has none. */
export function useScans(chosen: readonly File[]) {
  const started = useRef(new Map<File, Promise<File | null>>());
  const [made, setMade] = useState<ReadonlyMap<File, File | null>>(new Map());
  useEffect(() => {
    for (const file of chosen) {
      if (started.current.has(file)) continue;
      const scan = scanPhoto(file);
      started.current.set(file, scan);
      void scan.then((result) => setMade((current) => new Map(current).set(file, result)));
    }
  }, [chosen]);
  /** The scans of `files` (those that have one), waiting for any still being made. */
  const scansOf = async (files: readonly File[]) => {
    const pairs = await Promise.all(
      files.map(async (file) => [file, await started.current.get(file)] as const),
    );
    return new Map(pairs.filter((pair): pair is [File, File] => Boolean(pair[1])));
  };
  return { made, scansOf };
}

function Picture({ source, alt }: { source: Blob; alt: string }) {
  const ref = useBlobSource(source);
  return (
    <Image ref={ref} alt={alt} h={140} fit="contain" radius="sm" bg="var(--mantine-color-gray-1)" />
  );
}

interface ScanChoiceProps {
  photo: File;
  scan: File | null | undefined;
  asScan: boolean;
  onAsScanChange: (asScan: boolean) => void;
}

/** One photo and its scan side by side, with the choice of which is kept. */
function ScanChoice({ photo, scan, asScan, onAsScanChange }: ScanChoiceProps) {
  if (scan === null) return null;
  return (
    <Paper withBorder p="xs" radius="sm" aria-label={`Scan of ${photo.name}`} component="section">
      <Stack gap={6}>
        <SimpleGrid cols={2} spacing="xs">
          <Stack gap={2}>
            <Picture source={photo} alt={`${photo.name} as taken`} />
            <Text size="xs" c="dimmed" ta="center">
              Photo
            </Text>
          </Stack>
          <Stack gap={2}>
            {scan ? (
              <Picture source={scan} alt={`${photo.name} as a scan`} />
            ) : (
              <Group h={140} justify="center" aria-label="Making the scan">
                <Loader size="sm" />
              </Group>
            )}
            <Text size="xs" c="dimmed" ta="center">
              Scan
            </Text>
          </Stack>
        </SimpleGrid>
        <Checkbox
          label="Clean up as a scan"
          checked={asScan}
          onChange={(event) => onAsScanChange(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}

interface ScanChoicesProps {
  chosen: readonly File[];
  made: ReadonlyMap<File, File | null>;
  /** The photos the driver keeps as taken, not as their scans. */
  asTaken: ReadonlySet<File>;
  onAsTakenChange: (asTaken: ReadonlySet<File>) => void;
}

export function ScanChoices({ chosen, made, asTaken, onAsTakenChange }: ScanChoicesProps) {
  const toggle = (photo: File, asScan: boolean) => {
    const next = new Set(asTaken);
    if (asScan) next.delete(photo);
    else next.add(photo);
    onAsTakenChange(next);
  };
  return chosen
    .filter((file) => redrawable.test(file.type))
    .map((photo, index) => (
      <ScanChoice
        key={`${photo.name}-${index}`}
        photo={photo}
        scan={made.get(photo)}
        asScan={!asTaken.has(photo)}
        onAsScanChange={(asScan) => toggle(photo, asScan)}
      />
    ));
}
