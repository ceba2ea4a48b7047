/** The tracker's writes with their toasts; failures here are local (the server's come as toasts later). */
import type { MaintenanceItemFields } from '@haulbook/sync-protocol';
import { db } from '../../data/db';
import { maintenanceWrites, type CostInput } from '../../data/maintenance';
import { requestSync } from '../../data/sync';
import { attempt as attemptWrite } from '../attempt';

const maintenance = maintenanceWrites(db, requestSync);

const attempt = (write: () => Promise<unknown>, failureTitle: string, success?: string) =>
  attemptWrite(write, { failureTitle, ...(success ? { success } : {}) });

export const maintenanceCommands = {
  addItem: (fields: MaintenanceItemFields) =>
    attempt(() => maintenance.addItem(fields), 'Failed to add service item', 'Service item added'),
  editItem: (id: string, fields: MaintenanceItemFields) =>
    attempt(
      () => maintenance.editItem(id, fields),
      'Failed to update service item',
      'Service item updated',
    ),
  deleteItem: (id: string) =>
    attempt(() => maintenance.deleteItem(id), 'Failed to delete service item'),
  addCost: (input: CostInput, receipt: File | null) =>
    attempt(
      () => maintenance.addCost(input, receipt ?? undefined),
      'Failed to add maintenance cost',
      'Maintenance cost logged',
    ),
  deleteCost: (id: string) =>
    attempt(() => maintenance.deleteCost(id), 'Failed to delete maintenance cost'),
};
