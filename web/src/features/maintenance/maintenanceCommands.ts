/** The tracker's writes with their toasts; failures here are local (the server's come as toasts later). */
import type { MaintenanceItemFields } from '@haulbook/sync-protocol';
import type { CostInput } from '../../data/maintenance';
import { localFailureMessage } from '../../data/localFailure';
import { maintenance } from '../../data/sync';
import { notifyError, notifySuccess } from '../../ui/notify';

async function attempt(write: () => Promise<unknown>, title: string, success?: string) {
  try {
    await write();
    if (success) notifySuccess('Success', success);
    return true;
  } catch (error) {
    console.error(title, error);
    notifyError(title, localFailureMessage(error, 'Please try again.'));
    return false;
  }
}

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
