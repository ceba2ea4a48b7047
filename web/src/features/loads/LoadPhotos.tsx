/**
 * Photos of a rate confirmation or BOL to read a load from (SPEC §2, §5 Image extraction). Choosing
 * them works today; reading them is a later issue, so Extract Data stays disabled and says why.
 */
import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoScan, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../ui/notify';

export const maxPhotos = 5;
const maxPhotoBytes = 10 * 1024 * 1024;

function rejectionNotice(rejections: FileRejection[]): [string, string] {
  const codes = new Set(
    rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)),
  );
  if (codes.has('file-invalid-type')) return ['Invalid Files', 'Please select only image files.'];
  if (codes.has('file-too-large'))
    return ['File too large', 'Please select images up to 10MB each.'];
  return ['Too Many Files', `Please select up to ${maxPhotos} images.`];
}

function PhotoList({ photos, onRemove }: { photos: File[]; onRemove: (index: number) => void }) {
  return (
    <Stack
      gap={6}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Chosen photos"
    >
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

export function LoadPhotos() {
  const [photos, setPhotos] = useState<File[]>([]);

  const add = (files: File[]) => {
    if (photos.length + files.length > maxPhotos) notifyError(...rejectionNotice([]));
    setPhotos([...photos, ...files].slice(0, maxPhotos));
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={add}
        onReject={(rejections) => notifyError(...rejectionNotice(rejections))}
        accept={{ 'image/*': [] }}
        maxSize={maxPhotoBytes}
        maxFiles={maxPhotos}
        disabled={photos.length >= maxPhotos}
        inputProps={{ 'aria-label': 'Load photos' }}
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
            <Text fw={700}>Add up to {maxPhotos} photos of the load paperwork</Text>
            <Text size="sm" c="dimmed">
              PNG, JPG up to 10MB each
            </Text>
          </div>
        </Group>
      </Dropzone>
      {photos.length > 0 && (
        <PhotoList
          photos={photos}
          onRemove={(index) => setPhotos(photos.filter((_, i) => i !== index))}
        />
      )}
      <Group gap="sm" wrap="nowrap" align="center">
        <Button
          variant="light"
          disabled
          leftSection={<IconPhotoScan size={18} />}
          style={{ flexShrink: 0 }}
        >
          Extract Data
        </Button>
        <Text size="xs" c="dimmed">
          Reading loads from photos arrives in a later update
        </Text>
      </Group>
    </Stack>
  );
}
