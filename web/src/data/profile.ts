/**
 * The profile and account calls (docs/product.md §7 Profile): they change the account itself on the server
 * (its email, password, sessions, existence), so they go straight through the API client and need
 * a connection; the screen says so when there is none.
 */
import {
  storageUsageSchema,
  successResponseSchema,
  updateProfileResponseSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@haulbook/sync-protocol';
import * as z from 'zod/mini';
import { api } from './api';

export const profileApi = {
  update: (input: UpdateProfileInput) =>
    api.patch('/api/profile', input, updateProfileResponseSchema),
  uploadPhoto(file: File) {
    const form = new FormData();
    form.append('profileImage', file, file.name);
    return api.postForm(
      '/api/profile/upload-image',
      form,
      z.object({ profileImageUrl: z.string() }),
    );
  },
  changePassword: (input: ChangePasswordInput) =>
    api.post('/api/profile/password', input, successResponseSchema),
  signOutEverywhere: () =>
    api.post('/api/profile/sign-out-everywhere', undefined, successResponseSchema),
  deleteAccount: (email: string) => api.delete('/api/profile', { email }, successResponseSchema),
  /** What the driver's files use of their storage quota. */
  storage: () => api.get('/api/profile/storage', storageUsageSchema),
};
