/**
 * IFTA on the server (docs/product.md §10): jurisdiction segments and the quarter's rates, synced
 * like every table (a create asks priorCreate first, a delete leaves a tombstone, an edit of a
 * deleted row answers 404), and the quarterly return computed by sync-protocol's iftaReport from
 * the driver's own rows, the same function the device runs offline.
 */
import {
  decimalToScaled,
  iftaMessages,
  iftaReport,
  scaledToDecimal,
  weekSettingsOf,
  type IftaRate,
  type IftaReport,
  type JurisdictionSegment,
  type NewRate,
  type NewSegment,
  type RateFields,
  type SegmentFields,
} from '@haulbook/sync-protocol';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IftaRatesTable, JurisdictionSegmentsTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { priorCreate } from '../../sync/create-once.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work, WriteResult } from '../../sync/versioned-write.js';
import { toFuelEntry } from '../fuel/fuel.service.js';
import { ownLoad } from '../loads/own-load.js';
import { iftaRepository } from './ifta.repository.js';
import { deleteOnce } from '../../sync/delete-once.js';

type SegmentRow = Selectable<JurisdictionSegmentsTable>;
type RateRow = Selectable<IftaRatesTable>;

export const toSegment = (row: SegmentRow): JurisdictionSegment => ({
  id: row.id,
  date: row.date,
  jurisdiction: row.jurisdiction,
  miles: row.miles,
  odometerStart: row.odometerStart,
  odometerEnd: row.odometerEnd,
  loadId: row.loadId,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toRate = (row: RateRow): IftaRate => ({
  id: row.id,
  quarter: row.quarter,
  jurisdiction: row.jurisdiction,
  rate: scaledToDecimal(row.rateTenThousandths, 4),
  surcharge: scaledToDecimal(row.surchargeTenThousandths, 4),
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const answer = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

const segmentColumns = async (trx: Db, userId: string, input: SegmentFields) => ({
  date: input.date,
  jurisdiction: input.jurisdiction,
  miles: input.miles,
  odometerStart: input.odometerStart,
  odometerEnd: input.odometerEnd,
  loadId: await ownLoad(trx, userId, input.loadId),
});

const rateColumns = (input: RateFields) => ({
  quarter: input.quarter,
  jurisdiction: input.jurisdiction,
  rateTenThousandths: decimalToScaled(input.rate, 4),
  surchargeTenThousandths: decimalToScaled(input.surcharge, 4),
});

type IftaTable = 'jurisdictionSegments' | 'iftaRates';

/** Deletes one row and leaves its tombstone; a replay of the delete answers 200 again. */
const removeRow =
  (table: IftaTable, userId: string, id: string, missing: string): Work =>
  async (trx, version) => {
    if (!(await deleteOnce(trx, table, userId, id, version))) throw notFound(missing);
    return answer({ success: true, message: 'Deleted' });
  };

export const iftaService = {
  createSegment:
    (userId: string, input: NewSegment): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'jurisdictionSegments', userId, input.id, {
        taken: 'A segment with this id already exists',
        deleted: 'This segment was deleted',
      });
      if (earlier) return answer(toSegment(earlier));
      const now = isoNow();
      const row: SegmentRow = {
        id: input.id,
        userId,
        version,
        ...(await segmentColumns(trx, userId, input)),
        createdAt: now,
        updatedAt: now,
      };
      await syncedRows(trx, 'jurisdictionSegments').insert(row);
      return answer(toSegment(row), 201);
    },

  editSegment:
    (userId: string, id: string, input: SegmentFields): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'jurisdictionSegments');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(iftaMessages.segmentNotFound);
      const changes = {
        ...(await segmentColumns(trx, userId, input)),
        version,
        updatedAt: isoNow(),
      };
      await rows.update(userId, id, changes);
      return answer(toSegment({ ...row, ...changes }));
    },

  deleteSegment: (userId: string, id: string): Work =>
    removeRow('jurisdictionSegments', userId, id, iftaMessages.segmentNotFound),

  createRate:
    (userId: string, input: NewRate): Work =>
    async (trx, version) => {
      const earlier = await priorCreate(trx, 'iftaRates', userId, input.id, {
        taken: 'A rate with this id already exists',
        deleted: 'This rate was deleted',
      });
      if (earlier) return answer(toRate(earlier));
      const now = isoNow();
      const row: RateRow = {
        id: input.id,
        userId,
        version,
        ...rateColumns(input),
        createdAt: now,
        updatedAt: now,
      };
      await syncedRows(trx, 'iftaRates').insert(row);
      return answer(toRate(row), 201);
    },

  editRate:
    (userId: string, id: string, input: RateFields): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'iftaRates');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(iftaMessages.rateNotFound);
      const changes = { ...rateColumns(input), version, updatedAt: isoNow() };
      await rows.update(userId, id, changes);
      return answer(toRate({ ...row, ...changes }));
    },

  deleteRate: (userId: string, id: string): Work =>
    removeRow('iftaRates', userId, id, iftaMessages.rateNotFound),

  /** The quarter's return from the driver's fill-ups, segments and rates, in their time zone. */
  async report(db: Db, userId: string, quarter: string): Promise<IftaReport> {
    const repo = iftaRepository(db);
    const [fillUps, segments, rates, settings] = await Promise.all([
      repo.fillUpsAround(userId, quarter),
      repo.segmentsIn(userId, quarter),
      repo.ratesOf(userId, quarter),
      usersRepository(db).periodSettings(userId),
    ]);
    return iftaReport({
      quarter,
      timeZone: weekSettingsOf(settings).timeZone,
      fillUps: fillUps.map(toFuelEntry),
      segments: segments.map(toSegment),
      rates: rates.map(toRate),
    });
  },

  async segments(db: Db, userId: string, quarter: string) {
    return (await iftaRepository(db).segmentsIn(userId, quarter)).map(toSegment);
  },

  async rates(db: Db, userId: string, quarter: string) {
    return (await iftaRepository(db).ratesOf(userId, quarter)).map(toRate);
  },
};
