/**
 * Account (docs/product.md §2 Profile): what the driver's files use of their storage, Manage Pay
 * Configuration, change password, sign out on every device, the Advanced Settings toggle and Sign
 * Out.
 */
import { Button, Collapse, Modal, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../data/api';
import { profileApi } from '../../data/profile';
import { useAuth } from '../../data/session/useAuth';
import { notifyError } from '../../ui/notify';
import { AdvancedSettings } from './AdvancedSettings';
import { ChangePasswordForm } from './ChangePasswordForm';
import { StorageUsage } from './StorageUsage';

export function AccountCard() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [passwordOpen, password] = useDisclosure(false);
  const [advancedOpen, advanced] = useDisclosure(false);

  const signOutEverywhere = async () => {
    try {
      await profileApi.signOutEverywhere();
      await logout();
    } catch (error) {
      notifyError('Could not sign out everywhere', serverMessage(error, 'Please try again.'));
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="account">
          Account
        </Title>
        <StorageUsage />
        <Button variant="light" justify="flex-start" onClick={() => navigate('/pay-config')}>
          Manage Pay Configuration
        </Button>
        <Button variant="light" justify="flex-start" onClick={password.open}>
          Change Password
        </Button>
        <Button variant="light" justify="flex-start" onClick={() => void signOutEverywhere()}>
          Sign Out on Every Device
        </Button>
        <Button
          variant="subtle"
          justify="space-between"
          rightSection={advancedOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          onClick={advanced.toggle}
          aria-expanded={advancedOpen}
        >
          Advanced Settings
        </Button>
        <Collapse expanded={advancedOpen}>
          <AdvancedSettings />
        </Collapse>
        <Button color="red" variant="outline" onClick={() => void logout()}>
          Sign Out
        </Button>
      </Stack>
      <Modal opened={passwordOpen} onClose={password.close} title="Change Password">
        <ChangePasswordForm onDone={password.close} />
      </Modal>
    </Paper>
  );
}
