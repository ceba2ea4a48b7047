/** The Advanced Settings actions: export, import and clear this device's copy, through data/. */
import { isActiveSubscriber } from '@haulbook/sync-protocol';
import { clearDeviceCopy } from '../../data/backup/cache';
import { db } from '../../data/db';
import { useAuth } from '../../data/session/useAuth';
import { syncScheduler } from '../../data/sync';

function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export class NeedsPlanError extends Error {
  constructor() {
    super('Loads and fuel entries need an active plan. Subscribe, then import again.');
  }
}

export function useAccountData() {
  const { user, refresh } = useAuth();

  /** Downloads the export; what it holds and any file it could not include, in words. */
  async function exportData(): Promise<string> {
    if (!user) throw new Error('Sign in to export your data.');
    // The zip code loads only when a driver exports or imports, not with every Profile visit.
    const [{ buildExport, exportFileName }, { describeExport }] = await Promise.all([
      import('../../data/backup/export'),
      import('../../data/backup/report'),
    ]);
    const result = await buildExport(db, {
      email: user.email,
      displayName: user.displayName,
      profileImageUrl: user.profileImageUrl,
    });
    download(result.bytes, exportFileName());
    return describeExport(result);
  }

  /** Imports the file; what it added and what it skipped, in words. */
  async function importData(file: File): Promise<string> {
    if (!user) throw new Error('Sign in to import your data.');
    const [{ importExport, readExport, tablesWithRows }, { describeImport }] = await Promise.all([
      import('../../data/backup/import'),
      import('../../data/backup/report'),
    ]);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isActiveSubscriber(user) && tablesWithRows(readExport(bytes).manifest).length > 0)
      throw new NeedsPlanError();
    const summary = await importExport(db, user, bytes);
    void syncScheduler.request();
    // A profile photo sent back shows once the account is read again.
    if (summary.filesAdded > 0) void refresh();
    return describeImport(summary);
  }

  async function clearCache(): Promise<void> {
    await clearDeviceCopy(db);
    void syncScheduler.request();
  }

  return { exportData, importData, clearCache };
}
