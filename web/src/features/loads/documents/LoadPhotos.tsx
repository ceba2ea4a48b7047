/**
 * Photos of a rate confirmation or BOL to read a load from (docs/product.md §2, §4 and §5 Image extraction): up
 * to 5 images, all images or none, then Extract Data fills the form below, with a progress bar
 * while the photos are read.
 */
import {
  extractionMessages as text,
  maxExtractionPhotoBytes,
  maxExtractionPhotos,
} from '@haulbook/sync-protocol';
import { ActionIcon, Button, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoScan, IconUpload, IconX } from '@tabler/icons-react';
import { notifyError } from '../../../ui/notify';
import type { Extraction } from '../extraction/useExtraction';

function rejectionNotice(rejections: FileRejection[]): [string, string] {
  const codes = new Set(
    rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)),
  );
  if (codes.has('file-invalid-type')) return [text.invalidFilesTitle, text.invalidFiles];
  if (codes.has('file-too-large')) return [text.tooLargeTitle, text.tooLarge];
  return [text.tooManyTitle, text.tooMany];
}

interface PhotoListProps {
  photos: File[];
  onRemove: (index: number) => void;
  label?: string;
}

/** Files chosen but not saved yet, each with its remove button. */
export function PhotoList({ photos, onRemove, label = 'Chosen photos' }: PhotoListProps) {
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {photos.map((photo, index) => (
        <Group component="li" key={`${photo.name}-${index}`} gap="xs" wrap="nowrap">
          <IconPhoto size={18} color="var(--mantine-color-gray-6)" />
          <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
            {photo.name}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove ${photo.name}`}
            onClick={() => onRemove(index)}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

function ExtractProgress({ progress }: { progress: number | null }) {
  const percent = progress === null ? 100 : Math.round(progress * 100);
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        animated
        striped={progress === null}
        size="lg"
        aria-label="Reading the photos"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {progress === null ? 'Reading the photos…' : `Reading the photos… ${percent}%`}
      </Text>
    </Stack>
  );
}

interface LoadPhotosProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  extraction: Extraction;
}

export function LoadPhotos({ photos, onChange, extraction }: LoadPhotosProps) {
  const extracting = extraction.status === 'extracting';

  // docs/product.md §5: every file must be an image, else none of the selection is taken.
  const choose = (accepted: File[], rejections: FileRejection[]) => {
    if (rejections.length > 0) notifyError(...rejectionNotice(rejections));
    const wrongType = rejections.some((r) => r.errors.some((e) => e.code === 'file-invalid-type'));
    if (wrongType || accepted.length === 0) return;
    if (photos.length + accepted.length > maxExtractionPhotos) notifyError(...rejectionNotice([]));
    onChange([...photos, ...accepted].slice(0, maxExtractionPhotos));
  };

  return (
    <Stack gap="sm">
      <Dropzone
        // The whole selection is judged at once (onDropAny), so onDrop has nothing left to do.
        onDrop={() => undefined}
        onDropAny={choose}
        accept={{ 'image/*': [] }}
        maxSize={maxExtractionPhotoBytes}
        maxFiles={maxExtractionPhotos}
        disabled={photos.length >= maxExtractionPhotos || extracting}
        inputProps={{ 'aria-label': 'Load photos' }}
        // The dialog's first field takes the focus, not its close button.
        data-autofocus
        p="md"
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          <ThemeIcon size={44} radius="md" variant="light">
            <Dropzone.Reject>
              <IconX size={24} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoScan size={24} />
            </Dropzone.Idle>
            <Dropzone.Accept>
              <IconUpload size={24} />
            </Dropzone.Accept>
          </ThemeIcon>
          <div>
            <Text fw={700}>Add up to {maxExtractionPhotos} photos of the load paperwork</Text>
            <Text size="sm" c="dimmed">
              {text.fileHint}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {photos.length > 0 && (
        <PhotoList
          photos={photos}
          onRemove={(index) => onChange(photos.filter((_, i) => i !== index))}
        />
      )}
      {extracting ? (
        <ExtractProgress progress={extraction.progress} />
      ) : (
        <Button
          variant="light"
          disabled={photos.length === 0}
          leftSection={<IconPhotoScan size={18} />}
          onClick={() => void extraction.extract(photos)}
          style={{ alignSelf: 'flex-start' }}
        >
          Extract Data
        </Button>
      )}
    </Stack>
  );
}
