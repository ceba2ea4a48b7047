/**
 * Saving a pay period's settlement, with its toasts. Its write module is made here, with the
 * dialog, so its code loads with the pay screen rather than with the shell.
 */
import type { SettlementEdit } from '@haulbook/sync-protocol';
import { db } from '../../../data/db';
import { settlementWrites } from '../../../data/settlements';
import { requestSync } from '../../../data/sync';
import { attempt } from '../../attempt';

const settlements = settlementWrites(db, requestSync);

export const saveSettlement = (id: string | null, body: SettlementEdit) =>
  attempt(() => settlements.save(id, body), {
    success: 'Settlement saved',
    failureTitle: 'Failed to save settlement',
  });
