/**
 * The settlement check on the server (docs/pay.md): settlements are a synced table like loads, and
 * GET /api/settlements/{id} checks one against the pay settings with the same function the device
 * calls offline (sync-protocol settlements.ts), so both show the same lines to the cent.
 */
import {
  dashboardSettingsOf,
  decimalToScaled,
  scaledToDecimal,
  settlementCheck,
  settlementDataWindow,
  settlementMessages,
  settlementRecord,
  type NewSettlement,
  type Settlement,
  type SettlementEdit,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database.js';
import type { SettlementsTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { priorCreate } from '../../sync/create-once.js';
import { isoNow } from '../../lib/tokens.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work, WriteResult } from '../../sync/versioned-write.js';
import { loadsService } from '../loads/loads.service.js';
import { payService } from '../pay/pay.service.js';
import { settlementsRepository } from './settlements.repository.js';
import { deleteOnce } from '../../sync/delete-once.js';

export function toSettlement(row: Selectable<SettlementsTable>): Settlement {
  return {
    id: row.id,
    periodStart: row.periodStart,
    paid: scaledToDecimal(row.paidCents, 2),
    deductions: JSON.parse(row.deductions) as Settlement['deductions'],
    loads: JSON.parse(row.loads) as Settlement['loads'],
    note: row.note,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const columns = (s: Settlement) => ({
  periodStart: s.periodStart,
  paidCents: decimalToScaled(s.paid, 2),
  deductions: JSON.stringify(s.deductions),
  loads: JSON.stringify(s.loads),
  note: s.note,
  updatedAt: s.updatedAt,
});

const ok = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

const settlementCreate = {
  taken: 'A settlement with this id already exists',
  deleted: 'This settlement was deleted',
};

export function settlementsService(db: Db) {
  const pay = payService(db);
  const loads = loadsService(db);

  const create =
    (userId: string, input: NewSettlement): Work =>
    async (trx, version) => {
      const id = input.id ?? uuidv7();
      const earlier = await priorCreate(trx, 'settlements', userId, id, settlementCreate);
      if (earlier) return ok(toSettlement(earlier));
      const rows = syncedRows(trx, 'settlements');
      const now = isoNow();
      const record = { ...settlementRecord(id, input, now, now), version };
      await rows.insert({ ...columns(record), id, userId, version, createdAt: now });
      return ok(record, 201);
    };

  const edit =
    (userId: string, id: string, input: SettlementEdit): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'settlements');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(settlementMessages.notFound);
      const record = { ...settlementRecord(id, input, row.createdAt, isoNow()), version };
      await rows.update(userId, id, { ...columns(record), version });
      return ok(record);
    };

  const remove =
    (userId: string, id: string): Work =>
    async (trx, version) => {
      if (!(await deleteOnce(trx, 'settlements', userId, id, version)))
        throw notFound(settlementMessages.notFound);
      return ok({ success: true, message: 'Settlement deleted' });
    };

  async function list(userId: string): Promise<Settlement[]> {
    return (await settlementsRepository(db).list(userId)).map(toSettlement);
  }

  async function check(userId: string, id: string) {
    const row = await syncedRows(db, 'settlements').find(userId, id);
    if (!row) throw notFound(settlementMessages.notFound);
    const settlement = toSettlement(row);
    const [config, tiers, bonusTiers, timeZone] = await Promise.all([
      pay.config(userId),
      pay.tiers(userId),
      pay.bonusTiers(userId),
      pay.timeZone(userId),
    ]);
    const settings = dashboardSettingsOf(config, tiers, bonusTiers, timeZone);
    const window = settlementDataWindow(settlement.periodStart, settings);
    return settlementCheck(settlement, await loads.earning(userId, window), settings);
  }

  return { create, edit, remove, list, check };
}
export type SettlementsService = ReturnType<typeof settlementsService>;
