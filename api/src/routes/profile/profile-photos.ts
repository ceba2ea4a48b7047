/**
 * Profile photos: the drivers' file store's `profile-photos` collection (lib/user-files.ts), one
 * per driver as profile-photos/<user>/photo.<ext>, JPEG or PNG by its bytes (docs/product.md §5),
 * counted in the driver's storage quota like every other file.
 */
import { profileMessages } from '@haulbook/sync-protocol';
import { photoTypes, sniffFile, type UserFiles } from '../../lib/user-files.js';

export function profilePhotoStore(files: UserFiles) {
  const photos = files.collection('profile-photos', photoTypes);
  return {
    find: (userId: string) => photos.find(userId, 'photo'),
    /** Replaces the driver's photo; refuses anything that is not a JPEG or PNG by its bytes. */
    async save(userId: string, bytes: Buffer): Promise<void> {
      await photos.save(
        userId,
        'photo',
        await sniffFile(bytes, photoTypes, profileMessages.photoType),
      );
    },
  };
}
