/**
 * The profile photo (docs/product.md §4): chosen, then previewed, then Save uploads it or Cancel clears it.
 * docs/product.md §5's type and size checks run on the choice, before anything is sent; the picker offers any
 * image, so a driver who picks another kind is told which types are taken.
 */
import { checkProfilePhoto, profileMessages } from '@haulbook/sync-protocol';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../data/api';
import { profileApi } from '../../data/profile';
import { useAuth } from '../../data/session/useAuth';
import { notifyError, notifySuccess } from '../../ui/notify';

interface Chosen {
  file: File;
  /** An object URL of the file, for the preview; revoked when the choice goes. */
  preview: string;
}

export function PhotoPicker() {
  const { user, refresh } = useAuth();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );
  const preview = chosen?.preview;

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkProfilePhoto(file);
    if (problem) return notifyError(problem.title, problem.message);
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      await profileApi.uploadPhoto(chosen.file);
      await refresh();
      setChosen(null);
      notifySuccess('Photo saved', 'Your profile picture has been updated.');
    } catch (error) {
      notifyError(profileMessages.photoFailed, serverMessage(error, 'Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={preview ?? user?.profileImageUrl ?? null}
        alt={preview ? 'New profile picture preview' : 'Profile picture'}
        size={80}
        radius={80}
        color="navy"
      >
        {(user?.displayName ?? 'D').slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={6}>
        {chosen ? (
          <Group gap="xs">
            <Button size="xs" loading={saving} onClick={() => void save()}>
              Save Photo
            </Button>
            <Button size="xs" variant="default" disabled={saving} onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </Group>
        ) : (
          <FileButton onChange={choose} accept="image/*">
            {(props) => (
              <Button size="xs" variant="light" {...props}>
                Change Photo
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed">
          JPEG or PNG, under 2MB
        </Text>
      </Stack>
    </Group>
  );
}
