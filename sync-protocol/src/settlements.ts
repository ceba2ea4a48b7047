/**
 * The settlement check: for a pay period, what the carrier's settlement paid against what the
 * pay settings say the period earned (earnings.ts), line by line, so the driver sees which loads
 * and extras explain a difference ("HB-1004: paid for 1,950 mi, driven 2,050: −$62.00").
 *
 * A settlement names a date inside its pay period; the period is worked out from the pay settings
 * when the check is made, so it follows the driver's start day. `paid` is the settlement's gross;
 * deductions only take it down to the net and are not part of the difference. A paid figure per
 * load is what the settlement paid for that load's own pay (line haul), without its extras.
 */
import * as z from 'zod/mini';
import { decimalToScaled, scaledToDecimal } from './decimal.js';
import {
  earningItemLabel,
  earningItems,
  earningsDataEnd,
  earningsDataStart,
  type EarningsLoad,
  type EarningsSettings,
} from './earnings.js';
import { extraAmountField, groupThousands, usd } from './extras.js';
import { perMileText, readPayType, tierInForce } from './pay.js';
import { payPeriodRange } from './pay-periods.js';
import { localDayStart, type DateRange } from './periods.js';
import { decimalField, optionalTextField } from './fields.js';
import { deferred } from './deferred.js';

export const settlementMessages = {
  idInvalid: 'A settlement id must be a UUID',
  periodStartInvalid: 'Choose a date inside the pay period (YYYY-MM-DD)',
  paidInvalid: 'Paid must be from $0 to $1,000,000, with up to 2 decimal places',
  deductionNameRequired: 'Name the deduction',
  tooManyLines: 'At most 100 lines',
  loadIdInvalid: 'Choose a load',
  notFound: 'Settlement not found',
  duplicateLoad: 'Each load may be listed once',
} as const;

const paidField = () =>
  decimalField({ places: 2, min: '0', max: '1000000', message: settlementMessages.paidInvalid });

const settlementBody = () => ({
  periodStart: z.iso.date({ error: settlementMessages.periodStartInvalid }),
  paid: paidField(),
  deductions: z._default(
    z
      .array(
        z.object({
          name: z
            .string({ error: settlementMessages.deductionNameRequired })
            .check(
              z.trim(),
              z.minLength(1, settlementMessages.deductionNameRequired),
              z.maxLength(100),
            ),
          amount: extraAmountField(),
        }),
      )
      .check(z.maxLength(100, settlementMessages.tooManyLines)),
    [],
  ),
  loads: z._default(
    z
      .array(
        z.object({
          loadId: z.uuid({ error: settlementMessages.loadIdInvalid }),
          paid: extraAmountField(),
        }),
      )
      .check(
        z.maxLength(100, settlementMessages.tooManyLines),
        z.refine(
          (lines) => new Set(lines.map((l) => l.loadId)).size === lines.length,
          settlementMessages.duplicateLoad,
        ),
      ),
    [],
  ),
  note: optionalTextField(500, 'Note'),
});

/** POST /api/settlements: the settlement, with its client-made id (the server makes one if none). */
export const newSettlementSchema = deferred(() =>
  z.object({
    id: z.optional(z.uuid({ error: settlementMessages.idInvalid })),
    ...settlementBody(),
  }),
);
export type NewSettlement = z.output<typeof newSettlementSchema>;

/** PUT /api/settlements/{id}: every field, replacing what it held. */
export const settlementEditSchema = deferred(() => z.object(settlementBody()));
export type SettlementEdit = z.output<typeof settlementEditSchema>;

export const settlementSchema = deferred(() =>
  z.object({
    id: z.string(),
    periodStart: z.string(),
    /** "2188.00" */
    paid: z.string(),
    deductions: z.array(z.object({ name: z.string(), amount: z.string() })),
    loads: z.array(z.object({ loadId: z.string(), paid: z.string() })),
    note: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementIdParamsSchema = deferred(() =>
  z.object({ id: z.uuid({ error: settlementMessages.notFound }) }),
);

/** A settlement as both sides first store it, or after an edit. */
export function settlementRecord(
  id: string,
  body: SettlementEdit,
  created: string,
  now: string,
): Settlement {
  return {
    id,
    periodStart: body.periodStart,
    paid: body.paid,
    deductions: body.deductions,
    loads: body.loads,
    note: body.note ?? null,
    version: 0,
    createdAt: created,
    updatedAt: now,
  };
}

export const settlementLineSchema = deferred(() =>
  z.object({
    kind: z.enum(['load', 'extra', 'bonus']),
    /** The load it is about; for a bonus, the delivery that reached it. */
    loadId: z.string(),
    label: z.string(),
    expected: z.string(),
    paid: z.nullable(z.string()),
    difference: z.nullable(z.string()),
    explanation: z.nullable(z.string()),
  }),
);
export type SettlementLine = z.infer<typeof settlementLineSchema>;

/** GET /api/settlements/{id}: the record and its check. */
export const settlementCheckSchema = deferred(() =>
  z.object({
    settlement: settlementSchema,
    period: z.object({ start: z.string(), end: z.string() }),
    expectedPay: z.string(),
    paid: z.string(),
    /** paid − expectedPay */
    difference: z.string(),
    deductions: z.string(),
    net: z.string(),
    /** The part of the difference no load with a paid figure explains. */
    unexplained: z.string(),
    lines: z.array(settlementLineSchema),
  }),
);
export type SettlementCheck = z.infer<typeof settlementCheckSchema>;

const dollars = (cents: number) => scaledToDecimal(cents, 2);

/** The pay period a settlement is for. */
export function settlementPeriod(periodStart: string, settings: EarningsSettings): DateRange {
  return payPeriodRange(new Date(`${periodStart}T12:00:00Z`), { ...settings, timeZone: 'UTC' });
}

/** The loads a check needs: those closed in every bonus period the pay period lies in. */
export function settlementDataWindow(periodStart: string, settings: EarningsSettings) {
  const period = settlementPeriod(periodStart, settings);
  const start = earningsDataStart(period.start, settings);
  const end = earningsDataEnd(period.end, settings);
  return {
    from: new Date(localDayStart(start, settings.timeZone)).toISOString(),
    to: new Date(localDayStart(end, settings.timeZone)).toISOString(),
  };
}

/** Why a load's paid figure differs, in miles where a per-mile rate makes that exact. */
function explain(
  load: EarningsLoad,
  expected: number,
  paid: number,
  settings: EarningsSettings,
): string {
  const diff = usd(paid - expected);
  const name = load.loadNumber ?? 'This load';
  const pay = settings.pay;
  const perMile = readPayType(pay.payType) === 'per_mile' && load.typedPayCents === null;
  const rated = pay.extras?.emptyMileRateMilli != null ? load.loadedMiles : load.totalMiles;
  const rate = perMile ? tierInForce(pay.tiers ?? [], rated)?.rateMilli : undefined;
  if (rate !== undefined && (paid * 10) % rate === 0) {
    const paidMiles = (paid * 10) / rate;
    return `${name}: paid for ${groupThousands(paidMiles)} mi at ${perMileText(rate)}/mi, driven ${groupThousands(rated)}: ${diff}`;
  }
  return `${name}: paid ${usd(paid)}, expected ${usd(expected)}: ${diff}`;
}

/**
 * The check of a settlement: `loads` must hold every load closed in settlementDataWindow (more do
 * no harm).
 */
export function settlementCheck(
  settlement: Settlement,
  loads: readonly EarningsLoad[],
  settings: EarningsSettings,
): SettlementCheck {
  const period = settlementPeriod(settlement.periodStart, settings);
  const byId = new Map(loads.map((l) => [l.id, l]));
  const paidFor = new Map(settlement.loads.map((l) => [l.loadId, decimalToScaled(l.paid, 2)]));
  const items = earningItems(loads, settings).filter(
    (i) => i.day >= period.start && i.day < period.end,
  );
  let expected = 0;
  let explained = 0;
  const lines: SettlementLine[] = items.map((item) => {
    expected += item.cents;
    const load = byId.get(item.loadId);
    const paid = item.kind === 'pay' ? paidFor.get(item.loadId) : undefined;
    if (paid !== undefined) explained += paid - item.cents;
    return {
      kind: item.kind === 'monthlyBonus' ? 'bonus' : item.kind === 'pay' ? 'load' : item.kind,
      loadId: item.loadId,
      label: earningItemLabel(item, load),
      expected: dollars(item.cents),
      paid: paid === undefined ? null : dollars(paid),
      difference: paid === undefined ? null : dollars(paid - item.cents),
      explanation:
        paid === undefined || paid === item.cents
          ? null
          : explain(load!, item.cents, paid, settings),
    };
  });
  const paid = decimalToScaled(settlement.paid, 2);
  const deductions = settlement.deductions.reduce((s, d) => s + decimalToScaled(d.amount, 2), 0);
  return {
    settlement,
    period,
    expectedPay: dollars(expected),
    paid: dollars(paid),
    difference: dollars(paid - expected),
    deductions: dollars(deductions),
    net: dollars(paid - deductions),
    unexplained: dollars(paid - expected - explained),
    lines,
  };
}
