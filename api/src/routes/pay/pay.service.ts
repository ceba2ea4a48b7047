/**
 * Pay settings on the server (docs/product.md §2 Pay Configuration, §3, §7): the driver's pay config, pay
 * tiers and bonus tiers, each write a versioned write the outbox replays. No load stores a pay
 * computed from them (docs/pay.md): every figure follows a change of settings at once.
 */
import {
  applyPayConfigUpdate,
  applyPayTierUpdate,
  decimalToScaled,
  defaultPayConfig,
  newBonusTierRecord,
  newPayTierRecord,
  payMessages,
  paySettingsOf,
  payTierBodySchemaFor,
  readPayType,
  scaledToDecimal,
  weekSettingsOf,
  type BonusTier,
  type BonusTimePeriod,
  type BonusType,
  type NewBonusTier,
  type NewPayTier,
  type PayConfig,
  type PayConfigUpdate,
  type PayPeriod,
  type PaySettings,
  type PayTier,
  type PayTierBody,
  type PayType,
  type Weekday,
} from '@haulbook/sync-protocol';
import { usersRepository } from '../../repositories/users.repository.js';
import type { Insertable, Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/database.js';
import type { BonusTiersTable, PayConfigsTable, PayTiersTable } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isoNow } from '../../lib/tokens.js';
import { priorCreate } from '../../sync/create-once.js';
import { syncedRows } from '../../sync/synced-table.js';
import type { Work, WriteResult } from '../../sync/versioned-write.js';
import { payRepository } from './pay.repository.js';
import { deleteOnce } from '../../sync/delete-once.js';

export function toPayConfig(row: Selectable<PayConfigsTable>): PayConfig {
  return {
    id: row.id ?? row.userId,
    payPeriod: row.payPeriod as PayPeriod,
    payPeriodStartDay: row.payPeriodStartDay as Weekday,
    payType: readPayType(row.payType),
    tier1Rate: scaledToDecimal(row.tier1RateMilli, 3),
    tier1MaxMiles: row.tier1MaxMiles,
    tier2Rate: scaledToDecimal(row.tier2RateMilli, 3),
    fixedMonthlyBonus: scaledToDecimal(row.fixedMonthlyBonusCents, 2),
    paymentBasis: 'delivery',
    payWeekStart: row.payWeekStart,
    marketRate: scaledToDecimal(row.marketRateMilli, 3),
    detentionFreeHours: scaledToDecimal(row.detentionFreeHundredths, 2),
    detentionRate: scaledToDecimal(row.detentionRateCents, 2),
    layoverRate: scaledToDecimal(row.layoverRateCents, 2),
    stopRate: scaledToDecimal(row.stopRateCents, 2),
    tarpPay: scaledToDecimal(row.tarpCents, 2),
    breakdownRate: scaledToDecimal(row.breakdownRateCents, 2),
    emptyMileRate:
      row.emptyMileRateMilli === null ? null : scaledToDecimal(row.emptyMileRateMilli, 3),
    tonuPay: scaledToDecimal(row.tonuCents, 2),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toPayConfigColumns(config: PayConfig) {
  return {
    payPeriod: config.payPeriod,
    payPeriodStartDay: config.payPeriodStartDay,
    payType: config.payType,
    tier1RateMilli: decimalToScaled(config.tier1Rate, 3),
    tier1MaxMiles: config.tier1MaxMiles,
    tier2RateMilli: decimalToScaled(config.tier2Rate, 3),
    fixedMonthlyBonusCents: decimalToScaled(config.fixedMonthlyBonus, 2),
    paymentBasis: config.paymentBasis,
    payWeekStart: config.payWeekStart,
    marketRateMilli: decimalToScaled(config.marketRate, 3),
    detentionFreeHundredths: decimalToScaled(config.detentionFreeHours, 2),
    detentionRateCents: decimalToScaled(config.detentionRate, 2),
    layoverRateCents: decimalToScaled(config.layoverRate, 2),
    stopRateCents: decimalToScaled(config.stopRate, 2),
    tarpCents: decimalToScaled(config.tarpPay, 2),
    breakdownRateCents: decimalToScaled(config.breakdownRate, 2),
    emptyMileRateMilli:
      config.emptyMileRate === null ? null : decimalToScaled(config.emptyMileRate, 3),
    tonuCents: decimalToScaled(config.tonuPay, 2),
  };
}

export function toPayTier(row: Selectable<PayTiersTable>): PayTier {
  return {
    id: row.id,
    minMiles: row.minMiles,
    maxMiles: row.maxMiles,
    rate: scaledToDecimal(row.rateMilli, 3),
    orderIndex: row.orderIndex,
    payType: row.payType === null ? null : readPayType(row.payType),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const payTierColumns = (tier: PayTier) => ({
  minMiles: tier.minMiles,
  maxMiles: tier.maxMiles,
  rateMilli: decimalToScaled(tier.rate, 3),
  orderIndex: tier.orderIndex,
  updatedAt: tier.updatedAt,
});

export function toBonusTier(row: Selectable<BonusTiersTable>): BonusTier {
  return {
    id: row.id,
    bonusType: row.bonusType as BonusType,
    bonusAmount: scaledToDecimal(row.bonusAmountCents, 2),
    timePeriod: row.timePeriod as BonusTimePeriod,
    minMiles: row.minMiles,
    maxMiles: row.maxMiles,
    description: row.description,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const ok = (body: unknown, statusCode = 200): WriteResult => ({ statusCode, body });

/** A config row made with the account; one missing (never expected) reads as docs/product.md §9's defaults. */
const fallbackConfig = (userId: string): PayConfig => ({
  ...defaultPayConfig,
  id: userId,
  version: 0,
  createdAt: isoNow(),
  updatedAt: isoNow(),
});

/** The driver's pay config and tiers as the rules compute with them. */
export async function paySettingsFor(db: Db, userId: string): Promise<PaySettings> {
  const repo = payRepository(db);
  const [row, tiers] = await Promise.all([repo.config(userId), repo.tiers(userId)]);
  const config = row ? toPayConfig(row) : fallbackConfig(userId);
  return paySettingsOf(config, tiers.map(toPayTier));
}

/**
 * A tier's id is made on the device: the row it already names when this add was applied before
 * (another key, a lost answer), or a refusal when the id is another driver's or was deleted.
 */
async function alreadyAdded(
  trx: Db,
  table: 'payTiers' | 'bonusTiers',
  userId: string,
  id: string,
  noun: string,
) {
  return priorCreate(trx, table, userId, id, {
    taken: `A ${noun} with this id already exists`,
    deleted: `This ${noun} was deleted`,
  });
}

export function payService(db: Db) {
  const repo = payRepository(db);

  async function config(userId: string): Promise<PayConfig> {
    const row = await repo.config(userId);
    return row ? toPayConfig(row) : fallbackConfig(userId);
  }

  const updateConfig =
    (userId: string, update: PayConfigUpdate): Work =>
    async (trx, version) => {
      const row = await payRepository(trx).config(userId);
      const next = applyPayConfigUpdate(
        row ? toPayConfig(row) : fallbackConfig(userId),
        update,
        isoNow(),
      );
      const columns = { ...toPayConfigColumns(next), version, updatedAt: next.updatedAt };
      if (row) await syncedRows(trx, 'payConfigs').update(userId, userId, columns);
      else
        await syncedRows(trx, 'payConfigs').insert({
          ...columns,
          id: userId,
          userId,
          createdAt: next.createdAt,
        });
      return ok({ ...next, version });
    };

  /**
   * The tier body read with the rate bounds of the driver's pay type, as the form reads it, and
   * that pay type: the tier pays only under it.
   */
  async function tierBodyFor(
    trx: Db,
    userId: string,
    body: PayTierBody,
  ): Promise<{ body: PayTierBody; payType: PayType }> {
    const row = await payRepository(trx).config(userId);
    const payType = readPayType(row?.payType ?? 'mileage');
    const parsed = payTierBodySchemaFor(payType).safeParse(body);
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? payMessages.rateInvalid);
    return { body: parsed.data, payType };
  }

  const addTier =
    (userId: string, input: NewPayTier): Work =>
    async (trx, version) => {
      const id = input.id ?? uuidv7();
      const rows = syncedRows(trx, 'payTiers');
      const earlier = await alreadyAdded(trx, 'payTiers', userId, id, 'pay tier');
      if (earlier) return ok(toPayTier(earlier as Selectable<PayTiersTable>));
      const { body, payType } = await tierBodyFor(trx, userId, input);
      const tier = newPayTierRecord({ ...body, id }, payType, isoNow());
      const row: Insertable<PayTiersTable> = {
        ...payTierColumns(tier),
        id,
        userId,
        version,
        payType,
        createdAt: tier.createdAt,
      };
      await rows.insert(row);
      return ok({ ...tier, version }, 201);
    };

  const updateTier =
    (userId: string, id: string, input: PayTierBody): Work =>
    async (trx, version) => {
      const rows = syncedRows(trx, 'payTiers');
      const row = await rows.find(userId, id);
      if (!row) throw notFound(payMessages.payTierNotFound);
      const { body } = await tierBodyFor(trx, userId, input);
      const tier = applyPayTierUpdate(toPayTier(row), body, isoNow());
      await rows.update(userId, id, { ...payTierColumns(tier), version });
      return ok({ ...tier, version });
    };

  const removeTier =
    (table: 'payTiers' | 'bonusTiers', missing: string, deleted: string) =>
    (userId: string, id: string): Work =>
    async (trx, version) => {
      if (!(await deleteOnce(trx, table, userId, id, version))) throw notFound(missing);
      return ok({ success: true, message: deleted });
    };

  const addBonusTier =
    (userId: string, input: NewBonusTier): Work =>
    async (trx, version) => {
      const id = input.id ?? uuidv7();
      const rows = syncedRows(trx, 'bonusTiers');
      const earlier = await alreadyAdded(trx, 'bonusTiers', userId, id, 'bonus tier');
      if (earlier) return ok(toBonusTier(earlier as Selectable<BonusTiersTable>));
      const tier = newBonusTierRecord({ ...input, id }, isoNow());
      const { bonusAmount, ...rest } = tier;
      await rows.insert({
        ...rest,
        bonusAmountCents: decimalToScaled(bonusAmount, 2),
        userId,
        version,
      });
      return ok({ ...tier, version }, 201);
    };

  async function timeZone(userId: string): Promise<string> {
    return weekSettingsOf(await usersRepository(db).periodSettings(userId)).timeZone;
  }

  return {
    config,
    tiers: async (userId: string) => (await repo.tiers(userId)).map(toPayTier),
    bonusTiers: async (userId: string) => (await repo.bonusTiers(userId)).map(toBonusTier),
    company: async (userId: string) => (await repo.company(userId))?.company ?? null,
    timeZone,
    updateConfig,
    addTier,
    updateTier,
    removeTier: removeTier('payTiers', payMessages.payTierNotFound, 'Pay tier deleted'),
    addBonusTier,
    removeBonusTier: removeTier('bonusTiers', payMessages.bonusTierNotFound, 'Bonus tier deleted'),
  };
}
export type PayService = ReturnType<typeof payService>;
