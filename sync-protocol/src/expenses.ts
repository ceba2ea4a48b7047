/**
 * Expenses: what the truck and the road cost besides fuel and maintenance (tolls, scales, a
 * lumper, a permit), each on its day, in a category, optionally with the load it was for, the state
 * or province it was paid in and the receipt's photo. The amount is exact dollars to the cent.
 */
import * as z from 'zod/mini';
import { dateInRange } from './dates.js';
import { decimalToScaled } from './decimal.js';
import { deferred } from './deferred.js';
import { expenseCategories, type Expense, type ExpenseCategory } from './expense-records.js';
import { decimalField } from './fields.js';
import { jurisdictionMessages, jurisdictions } from './jurisdictions.js';
import type { DateRange } from './periods.js';
import { multiline } from './text.js';

export const maxExpenseNotes = 500;

export const expenseMessages = {
  dateInvalid: 'Date must be a valid date',
  categoryInvalid: 'Choose a category',
  amountInvalid: 'Amount must be a positive amount with at most 2 decimal places',
  loadInvalid: 'The load of an expense must be a load id',
  notesInvalid: 'Notes must be text',
  notesTooLong: `Notes must be at most ${maxExpenseNotes} characters`,
  listDateInvalid: 'from and to must be dates like 2026-11-01',
  notFound: 'Expense not found',
} as const;

/**
 * An optional value: null, left out or '' all mean none and come out as null. A multipart body
 * carries every field as text, so an empty field is how it says "none". `message` is said for
 * anything else, whichever option it came closest to.
 */
const blankIsNone = <T extends string>(schema: z.ZodMiniType<T>, message: string) =>
  z.pipe(
    z.nullish(z.union([z.literal(''), schema], { error: message })),
    z.transform((value): T | null => (value ? (value as T) : null)),
  );

/** PUT /api/expenses/{id}: every field, replacing what the expense held (its receipt is kept). */
export const expenseFieldsSchema = deferred(() =>
  z.object({
    date: z.iso.date({ error: expenseMessages.dateInvalid }).check(dateInRange('Date')),
    category: z.enum(expenseCategories, { error: expenseMessages.categoryInvalid }),
    amount: decimalField({
      places: 2,
      min: '0.01',
      max: '100000',
      message: expenseMessages.amountInvalid,
    }),
    loadId: blankIsNone(
      z.uuid({ error: expenseMessages.loadInvalid }),
      expenseMessages.loadInvalid,
    ),
    jurisdiction: blankIsNone(
      z.enum(jurisdictions, { error: jurisdictionMessages.invalid }),
      jurisdictionMessages.invalid,
    ),
    notes: z.pipe(
      z.nullish(
        multiline(
          z
            .string({ error: expenseMessages.notesInvalid })
            .check(z.trim(), z.maxLength(maxExpenseNotes, expenseMessages.notesTooLong)),
        ),
      ),
      z.transform((value) => value ?? ''),
    ),
  }),
);
export type ExpenseFields = z.output<typeof expenseFieldsSchema>;

/** POST /api/expenses: the fields and the id the device made (a receipt travels as a file). */
export const newExpenseSchema = deferred(() =>
  z.extend(expenseFieldsSchema, { id: z.uuid({ error: 'An expense needs an id' }) }),
);
export type NewExpense = z.output<typeof newExpenseSchema>;

/** GET /api/expenses?from=&to=: from inclusive, to exclusive, either left out for no bound. */
export const expenseListQuerySchema = deferred(() =>
  z.object({
    from: z.optional(z.iso.date({ error: expenseMessages.listDateInvalid })),
    to: z.optional(z.iso.date({ error: expenseMessages.listDateInvalid })),
  }),
);

export interface ExpenseTotals {
  totalCents: number;
  /** Every category, 0 when it has none. */
  byCategoryCents: Record<ExpenseCategory, number>;
}

/** What the expenses add up to, in all and by category: those dated in `range`, or all of them. */
export function expenseTotals(
  expenses: readonly Pick<Expense, 'date' | 'category' | 'amount'>[],
  range?: DateRange,
): ExpenseTotals {
  const byCategoryCents = Object.fromEntries(expenseCategories.map((c) => [c, 0])) as Record<
    ExpenseCategory,
    number
  >;
  let totalCents = 0;
  for (const { date, category, amount } of expenses) {
    if (range && (date < range.start || date >= range.end)) continue;
    const cents = decimalToScaled(amount, 2);
    // A category a newer release added is still money spent: it counts as Other here.
    byCategoryCents[Object.hasOwn(byCategoryCents, category) ? category : 'other'] += cents;
    totalCents += cents;
  }
  return { totalCents, byCategoryCents };
}
