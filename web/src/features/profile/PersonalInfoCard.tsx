/**
 * Personal Information (docs/product.md §2 Profile, §5 Profile): name, email, phone and company. A new email
 * changes only once the link mailed to it is opened; until then the card says where it was sent.
 */
import {
  profileMessages,
  updateProfileSchema,
  type UpdateProfile,
  type UpdateProfileInput,
} from '@haulbook/sync-protocol';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../data/api';
import { profileApi } from '../../data/profile';
import { useAuth } from '../../data/session/useAuth';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PhotoPicker } from './PhotoPicker';

export function PersonalInfoCard() {
  const { user, refresh } = useAuth();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<UpdateProfileInput, unknown, UpdateProfile>(
    {
      resolver: zodResolver(updateProfileSchema),
      values: {
        displayName: user?.displayName ?? '',
        email: user?.email ?? '',
        phone: user?.phone ?? '',
        company: user?.company ?? '',
      },
    },
  );
  const { errors, isSubmitting } = formState;

  const save = async (input: UpdateProfile) => {
    try {
      const result = await profileApi.update(input);
      await refresh();
      setPendingEmail(result.pendingEmail);
      notifySuccess(
        'Profile updated',
        result.pendingEmail ? profileMessages.emailChangeSent : 'Your changes are saved.',
      );
    } catch (error) {
      notifyError(profileMessages.updateFailed, serverMessage(error, 'Please try again.'));
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="personal-information">
      <Stack gap="md">
        <Title order={2} fz="lg" id="personal-information">
          Personal Information
        </Title>
        <PhotoPicker />
        <form onSubmit={(e) => void handleSubmit(save)(e)} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Display Name"
                autoComplete="name"
                {...register('displayName')}
                error={errors.displayName?.message}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                {...register('email')}
                error={errors.email?.message}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                {...register('phone')}
                error={errors.phone?.message}
              />
              <TextInput
                label="Company"
                autoComplete="organization"
                {...register('company')}
                error={errors.company?.message}
              />
            </SimpleGrid>
            {pendingEmail && (
              <Alert color="blue" title="Confirm your new email">
                {`We sent a link to ${pendingEmail}. Your email changes when you open it.`}
              </Alert>
            )}
            <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
              Save Changes
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
