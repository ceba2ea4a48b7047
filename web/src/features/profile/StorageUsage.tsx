/**
 * What a driver's files (documents, receipts, photos) use of their storage quota: '312 MB of
 * 1 GB used'. Asked of the server when Profile opens; offline it says nothing rather than guess.
 */
import { storageUsed, type StorageUsage as Usage } from '@haulbook/sync-protocol';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { profileApi } from '../../data/profile';

export function StorageUsage() {
  const [usage, setUsage] = useState<Usage>();
  useEffect(() => {
    let live = true;
    profileApi.storage().then(
      (answer) => live && setUsage(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!usage) return null;
  return (
    <Text size="sm" c="dimmed">
      Storage: {storageUsed(usage.usedBytes, usage.quotaBytes)}
    </Text>
  );
}
