/**
 * Profit (docs/product.md §10): for any window, what came in, what the truck cost, and what is
 * left, in all and per mile, and per load. Income is one of two things, a setting in Profile:
 * - load_pays (an owner-operator): what each load pays (its gross; the driver's own figure when
 *   no gross is known), plus its extras (detention, layover, TONU), on the day it was delivered;
 * - my_pay (a company driver): My pay as the earnings engine dates it (pay, extras, bonuses).
 * Costs are every fill-up's total (diesel, DEF and reefer all cost money) and every expense, on
 * their day. A load's own profit is its income less the fill-ups and expenses linked to it.
 * Money is summed in exact units (thousandths for fuel, cents otherwise) and shown in dollars.
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { decimalToScaled, divRound } from './decimal.js';
import { deferred } from './deferred.js';
import { earningItems, itemsIn, type EarningsLoad, type EarningsSettings } from './earnings.js';
import { fillUpCostCents } from './fuel.js';
import { loadPay } from './pay.js';
import { addDays, localDate, type DateRange } from './periods.js';
import type { IncomeBasis } from './tax-settings.js';

export const profitMessages = {
  dateInvalid: 'from and to must be dates such as 2026-11-01',
  toBeforeFrom: 'to must not be before from',
} as const;

/** GET /api/profit?from=&to=: both days are in the window (to is its last day). */
export const profitQuerySchema = deferred(() =>
  z
    .object({
      from: z.iso.date({ error: profitMessages.dateInvalid }).check(dateInRange('from')),
      to: z.iso.date({ error: profitMessages.dateInvalid }).check(dateInRange('to')),
    })
    .check(z.refine((q) => q.to >= q.from, { path: ['to'], message: profitMessages.toBeforeFrom })),
);

export interface ProfitFillUp {
  date: string;
  gallons: string;
  pricePerGallon: string;
  assignedLoadId: string | null;
}

export interface ProfitExpense {
  date: string;
  category: string;
  amount: string;
  loadId: string | null;
}

export interface ProfitInput {
  range: DateRange;
  basis: IncomeBasis;
  /** Loads that earn (delivered, or cancelled with TONU), from earningsDataStart for my_pay. */
  loads: readonly EarningsLoad[];
  settings: EarningsSettings;
  fillUps: readonly ProfitFillUp[];
  expenses: readonly ProfitExpense[];
}

export interface LoadProfit {
  loadId: string;
  loadNumber: string | null;
  miles: number;
  income: number;
  fuel: number;
  expenses: number;
  net: number;
}

/** A window's figures: GET /api/profit answers these, GET /api/profit/loads the loads. */
export interface ProfitFigures {
  from: string;
  /** The window's last day. */
  to: string;
  basis: IncomeBasis;
  miles: number;
  income: number;
  fuel: number;
  expenses: number;
  expensesByCategory: Record<string, number>;
  net: number;
  /** Dollars a mile, to the cent; null with no miles. */
  revenuePerMile: number | null;
  costPerMile: number | null;
  profitPerMile: number | null;
}

export interface Profit extends ProfitFigures {
  /** Each load closed in the window, in the order they closed. */
  loads: LoadProfit[];
}

const dollars = (cents: number) => cents / 100;
const perMile = (cents: number, miles: number) =>
  miles > 0 ? dollars(divRound(cents, miles)) : null;

/** Income cents by load id, for loads closed in the window. */
function incomeByLoad(input: ProfitInput): Map<string, number> {
  const income = new Map<string, number>();
  const add = (id: string, cents: number) => income.set(id, (income.get(id) ?? 0) + cents);
  if (input.basis === 'my_pay') {
    for (const item of itemsIn(earningItems(input.loads, input.settings), input.range))
      add(item.loadId, item.cents);
    return income;
  }
  for (const load of closedIn(input)) {
    const pay = loadPay(load, input.settings.pay);
    const gross = load.cancelled ? 0 : (load.grossCents ?? load.typedPayCents ?? pay.base.cents);
    add(load.id, gross + pay.extras.reduce((sum, extra) => sum + extra.cents, 0));
  }
  return income;
}

const inWindow = (date: string, input: ProfitInput) => {
  const day = localDate(date, input.settings.timeZone);
  return day >= input.range.start && day < input.range.end;
};

const closedIn = (input: ProfitInput) => input.loads.filter((l) => inWindow(l.closedAt, input));

/** In the order they closed, so each side lists a window's loads alike whatever order it read them. */
const byClosing = (a: EarningsLoad, b: EarningsLoad) =>
  a.closedAt < b.closedAt ? -1 : a.closedAt > b.closedAt ? 1 : a.id < b.id ? -1 : 1;

/** The window's profit, in all, per mile and per load delivered in it. */
export function profitFor(input: ProfitInput): Profit {
  const income = incomeByLoad(input);
  const closed = closedIn(input).sort(byClosing);
  const fuelCentsOf = new Map<string | null, number>();
  const expenseCents = new Map<string | null, number>();
  const byCategory: Record<string, number> = {};
  let fuelCents = 0;
  let expenseTotal = 0;
  for (const f of input.fillUps) {
    if (!inWindow(f.date, input)) continue;
    const cents = fillUpCostCents(f);
    fuelCents += cents;
    fuelCentsOf.set(f.assignedLoadId, (fuelCentsOf.get(f.assignedLoadId) ?? 0) + cents);
  }
  for (const e of input.expenses) {
    if (!inWindow(e.date, input)) continue;
    const cents = decimalToScaled(e.amount, 2);
    expenseTotal += cents;
    byCategory[e.category] = (byCategory[e.category] ?? 0) + cents;
    expenseCents.set(e.loadId, (expenseCents.get(e.loadId) ?? 0) + cents);
  }
  const miles = closed.filter((l) => !l.cancelled).reduce((sum, l) => sum + l.totalMiles, 0);
  const incomeCents = [...income.values()].reduce((sum, c) => sum + c, 0);
  const costCents = fuelCents + expenseTotal;
  return {
    from: input.range.start,
    to: addDays(input.range.end, -1),
    basis: input.basis,
    miles,
    income: dollars(incomeCents),
    fuel: dollars(fuelCents),
    expenses: dollars(expenseTotal),
    expensesByCategory: Object.fromEntries(
      Object.entries(byCategory).map(([category, cents]) => [category, dollars(cents)]),
    ),
    net: dollars(incomeCents - costCents),
    revenuePerMile: perMile(incomeCents, miles),
    costPerMile: perMile(costCents, miles),
    profitPerMile: perMile(incomeCents - costCents, miles),
    loads: closed.map((load) => {
      const loadIncome = income.get(load.id) ?? 0;
      const loadFuel = fuelCentsOf.get(load.id) ?? 0;
      const loadExpenses = expenseCents.get(load.id) ?? 0;
      return {
        loadId: load.id,
        loadNumber: load.loadNumber,
        miles: load.cancelled ? 0 : load.totalMiles,
        income: dollars(loadIncome),
        fuel: dollars(loadFuel),
        expenses: dollars(loadExpenses),
        net: dollars(loadIncome - loadFuel - loadExpenses),
      };
    }),
  };
}
