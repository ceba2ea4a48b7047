/**
 * Delete Account, confirmed by typing the account's email: every record, file and session goes,
 * a paid plan is cancelled, and every device is signed out.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { serverMessage } from '../../data/api';
import { profileApi } from '../../data/profile';
import { useAuth } from '../../data/session/useAuth';
import { notifyError, notifySuccess } from '../../ui/notify';

export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, logout } = useAuth();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const matches = typed.trim().toLowerCase() === user?.email;

  const remove = async () => {
    setDeleting(true);
    try {
      await profileApi.deleteAccount(typed);
      await logout();
      notifySuccess('Account deleted', 'Your account and all its data have been removed.');
    } catch (error) {
      notifyError('Could not delete account', serverMessage(error, 'Please try again.'));
      setDeleting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Delete Account">
      <Stack gap="sm">
        <Text size="sm">
          This removes your loads, fuel entries, receipts, pay settings and preferences for good,
          cancels your plan and signs you out on every device. Export your data first if you want to
          keep it.
        </Text>
        <TextInput
          label={`Type ${user?.email ?? 'your email'} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!matches} loading={deleting} onClick={() => void remove()}>
            Delete My Account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
