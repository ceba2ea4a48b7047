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
  const { user } = useAuth();

  async function exportData(): Promise<void> {
    if (!user) return;
    // The zip code loads only when a driver exports or imports, not with every Profile visit.
    const { buildExport, exportFileName } = await import('../../data/backup/export');
    const bytes = await buildExport(db, { email: user.email, displayName: user.displayName });
    download(bytes, exportFileName());
  }

  /** Imports the file; the number of records queued. */
  async function importData(
    file: File,
  ): Promise<{ imported: number; skipped: number; invalid: number }> {
    if (!user) return { imported: 0, skipped: 0, invalid: 0 };
    const { importExport, readExport, tablesWithRows } = await import('../../data/backup/import');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isActiveSubscriber(user) && tablesWithRows(readExport(bytes).manifest).length > 0)
      throw new NeedsPlanError();
    const summary = await importExport(db, user.id, bytes);
    void syncScheduler.request();
    const imported = Object.values(summary.imported).reduce((a, b) => a + b, 0);
    return { imported, skipped: summary.skipped, invalid: summary.invalid };
  }

  async function clearCache(): Promise<void> {
    await clearDeviceCopy(db);
    void syncScheduler.request();
  }

  return { exportData, importData, clearCache };
}
