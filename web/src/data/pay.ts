/**
 * Pay settings as the driver edits them (docs/product.md §2 Pay Configuration, §7): each change lands in
 * Dexie at once, made with the same sync-protocol functions the server applies, and queues its
 * REST call. The pay config's id is the driver's user id (pay-config.ts): the device updates the
 * one the sync brought, or, before the first pull, starts from docs/product.md §9's defaults.
 */
import {
  applyPayConfigUpdate,
  applyPayTierUpdate,
  defaultPayConfig,
  newBonusTierRecord,
  newPayTierRecord,
  payMessages,
  type NewBonusTier,
  type NewPayTier,
  type PayConfig,
  type PayConfigUpdate,
  type PayTierBody,
  type PayType,
} from '@haulbook/sync-protocol';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export function payWrites(db: HaulbookDb, afterWrite: () => void) {
  async function updatePayConfig(
    userId: string,
    update: PayConfigUpdate,
    failureTitle: string = payMessages.updatePayPeriodFailed,
  ): Promise<PayConfig> {
    const now = new Date().toISOString();
    // Before the first pull brings the row the server made with the account, its creation time
    // is not known here: '' says so, and the pull replaces it.
    const current = (await db.payConfigs.get(userId)) ?? {
      ...defaultPayConfig,
      id: userId,
      version: 0,
      createdAt: '',
      updatedAt: '',
    };
    const next = applyPayConfigUpdate(current, update, now);
    await queueChange(
      db,
      db.payConfigs,
      {
        method: 'POST',
        path: '/api/pay-config',
        body: update,
        table: 'payConfigs',
        rowId: userId,
        failureTitle,
      },
      () => db.payConfigs.put(next),
    );
    afterWrite();
    return next;
  }

  /** A tier belongs to the pay type in force when it is added (pay-tiers.ts). */
  async function addPayTier(input: NewPayTier & { id: string }, payType: PayType): Promise<void> {
    const tier = newPayTierRecord(input, payType, new Date().toISOString());
    await queueChange(
      db,
      db.payTiers,
      {
        method: 'POST',
        path: '/api/pay-tiers',
        body: input,
        table: 'payTiers',
        rowId: input.id,
        failureTitle: payMessages.addPayTierFailed,
      },
      () => db.payTiers.add(tier),
    );
    afterWrite();
  }

  async function updatePayTier(id: string, input: PayTierBody): Promise<void> {
    const tier = await db.payTiers.get(id);
    if (!tier) return;
    await queueChange(
      db,
      db.payTiers,
      {
        method: 'PUT',
        path: `/api/pay-tiers/${id}`,
        body: input,
        table: 'payTiers',
        rowId: id,
        failureTitle: payMessages.updatePayTierFailed,
      },
      () => db.payTiers.put(applyPayTierUpdate(tier, input, new Date().toISOString())),
    );
    afterWrite();
  }

  async function deletePayTier(id: string): Promise<void> {
    await queueChange(
      db,
      db.payTiers,
      {
        method: 'DELETE',
        path: `/api/pay-tiers/${id}`,
        table: 'payTiers',
        rowId: id,
        failureTitle: payMessages.deletePayTierFailed,
      },
      () => db.payTiers.delete(id),
    );
    afterWrite();
  }

  async function addBonusTier(input: NewBonusTier & { id: string }): Promise<void> {
    const tier = newBonusTierRecord(input, new Date().toISOString());
    await queueChange(
      db,
      db.bonusTiers,
      {
        method: 'POST',
        path: '/api/bonus-tiers',
        body: input,
        table: 'bonusTiers',
        rowId: input.id,
        failureTitle: 'Failed to add bonus tier',
      },
      () => db.bonusTiers.add(tier),
    );
    afterWrite();
  }

  async function deleteBonusTier(id: string): Promise<void> {
    await queueChange(
      db,
      db.bonusTiers,
      {
        method: 'DELETE',
        path: `/api/bonus-tiers/${id}`,
        table: 'bonusTiers',
        rowId: id,
        failureTitle: 'Failed to delete bonus tier',
      },
      () => db.bonusTiers.delete(id),
    );
    afterWrite();
  }

  return {
    updatePayConfig,
    addPayTier,
    updatePayTier,
    deletePayTier,
    addBonusTier,
    deleteBonusTier,
  };
}
export type PayWrites = ReturnType<typeof payWrites>;
