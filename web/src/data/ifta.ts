/**
 * IFTA on the device (docs/product.md §10): the writes of jurisdiction segments and rates, each
 * landing in Dexie at once with its call queued for the sync engine. The quarter's return is read
 * in iftaReport.ts, apart, so the sync engine that carries these writes does not carry it.
 */
import {
  type IftaRate,
  type Jurisdiction,
  type JurisdictionSegment,
  type RateFields,
  type SegmentFields,
} from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { HaulbookDb } from './db';
import { queueChange } from './sync/outbox';

export interface StateLine {
  date: string;
  jurisdiction: Jurisdiction;
  odometer: number;
  loadId: string | null;
}

/** The segment a state line ends: the open one that starts below the reading, if any. */
export async function openSegmentBefore(db: HaulbookDb, odometer: number) {
  const open = await db.jurisdictionSegments
    .filter((s) => s.odometerEnd === null && s.odometerStart !== null && s.odometerStart < odometer)
    .toArray();
  return open.sort((a, b) => b.odometerStart! - a.odometerStart!)[0];
}

export function iftaWrites(db: HaulbookDb, afterWrite: () => void) {
  async function addSegment(fields: SegmentFields, id = uuidv7()): Promise<JurisdictionSegment> {
    const now = new Date().toISOString();
    const segment: JurisdictionSegment = {
      id,
      ...fields,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await queueChange(
      db,
      db.jurisdictionSegments,
      {
        method: 'POST',
        path: '/api/jurisdiction-segments',
        body: { id, ...fields },
        table: 'jurisdictionSegments',
        rowId: id,
        failureTitle: 'Failed to add miles',
      },
      () => db.jurisdictionSegments.add(segment),
    );
    afterWrite();
    return segment;
  }

  async function editSegment(id: string, fields: SegmentFields): Promise<void> {
    await queueChange(
      db,
      db.jurisdictionSegments,
      {
        method: 'PUT',
        path: `/api/jurisdiction-segments/${id}`,
        body: fields,
        table: 'jurisdictionSegments',
        rowId: id,
        failureTitle: 'Failed to update miles',
      },
      () => db.jurisdictionSegments.update(id, { ...fields, updatedAt: new Date().toISOString() }),
    );
    afterWrite();
  }

  async function deleteSegment(id: string): Promise<void> {
    await queueChange(
      db,
      db.jurisdictionSegments,
      {
        method: 'DELETE',
        path: `/api/jurisdiction-segments/${id}`,
        table: 'jurisdictionSegments',
        rowId: id,
        failureTitle: 'Failed to delete miles',
      },
      () => db.jurisdictionSegments.delete(id),
    );
    afterWrite();
  }

  /**
   * A state line crossed: the open segment before it ends at this reading, and a new one opens
   * in the state entered. The first line of a trip (nothing open) only opens one.
   */
  async function crossStateLine(line: StateLine): Promise<JurisdictionSegment> {
    const open = await openSegmentBefore(db, line.odometer);
    if (open) {
      const { id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = open;
      const jurisdiction = fields.jurisdiction as Jurisdiction;
      await editSegment(id, { ...fields, jurisdiction, odometerEnd: line.odometer });
    }
    return addSegment({
      date: line.date,
      jurisdiction: line.jurisdiction,
      miles: null,
      odometerStart: line.odometer,
      odometerEnd: null,
      loadId: line.loadId,
    });
  }

  /** A rate for the quarter and jurisdiction: the one already there is replaced. */
  async function saveRate(fields: RateFields, id?: string): Promise<IftaRate> {
    const existing = await db.iftaRates
      .where('quarter')
      .equals(fields.quarter)
      .filter((r) => r.jurisdiction === fields.jurisdiction)
      .first();
    const now = new Date().toISOString();
    if (existing) {
      await queueChange(
        db,
        db.iftaRates,
        {
          method: 'PUT',
          path: `/api/ifta/rates/${existing.id}`,
          body: fields,
          table: 'iftaRates',
          rowId: existing.id,
          failureTitle: 'Failed to save the rate',
        },
        () => db.iftaRates.update(existing.id, { ...fields, updatedAt: now }),
      );
      afterWrite();
      return { ...existing, ...fields, updatedAt: now };
    }
    const rateId = id ?? uuidv7();
    const rate: IftaRate = { id: rateId, ...fields, version: 0, createdAt: now, updatedAt: now };
    await queueChange(
      db,
      db.iftaRates,
      {
        method: 'POST',
        path: '/api/ifta/rates',
        body: { id: rateId, ...fields },
        table: 'iftaRates',
        rowId: rateId,
        failureTitle: 'Failed to save the rate',
      },
      () => db.iftaRates.add(rate),
    );
    afterWrite();
    return rate;
  }

  async function deleteRate(id: string): Promise<void> {
    await queueChange(
      db,
      db.iftaRates,
      {
        method: 'DELETE',
        path: `/api/ifta/rates/${id}`,
        table: 'iftaRates',
        rowId: id,
        failureTitle: 'Failed to delete the rate',
      },
      () => db.iftaRates.delete(id),
    );
    afterWrite();
  }

  return { addSegment, editSegment, deleteSegment, crossStateLine, saveRate, deleteRate };
}
