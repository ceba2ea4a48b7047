/**
 * Profile photos on disk, under DATA_DIR/profile-photos/<user>/photo.<ext>: one per driver, the
 * type read from the bytes (SPEC §5: JPEG or PNG, under 2 MB).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { profileMessages } from '@haulbook/sync-protocol';
import { badRequest } from '../../lib/errors.js';
import { photoExtension, photoExtensions } from '../../lib/image-type.js';
import { privateDirMode, privateFileMode } from '../../lib/private-files.js';

export function profilePhotoStore(dataDir: string) {
  const folder = (userId: string) => path.join(dataDir, 'profile-photos', userId);
  const file = (userId: string, ext: string) => path.join(folder(userId), `photo.${ext}`);

  async function find(userId: string): Promise<{ file: string; mime: string } | undefined> {
    for (const [mime, ext] of photoExtensions) {
      const candidate = file(userId, ext);
      const exists = await fs.stat(candidate).then(
        () => true,
        () => false,
      );
      if (exists) return { file: candidate, mime };
    }
    return undefined;
  }

  /** Replaces the driver's photo; refuses anything that is not a JPEG or PNG by its bytes. */
  async function save(userId: string, bytes: Buffer): Promise<void> {
    const ext = await photoExtension(bytes);
    if (!ext) throw badRequest(profileMessages.photoType);
    await fs.mkdir(folder(userId), { recursive: true, mode: privateDirMode });
    const previous = await find(userId);
    await fs.writeFile(file(userId, ext), bytes, { mode: privateFileMode });
    if (previous && previous.file !== file(userId, ext))
      await fs.rm(previous.file, { force: true });
  }

  return { find, save };
}
export type ProfilePhotoStore = ReturnType<typeof profilePhotoStore>;
