/**
 * An expense as a pull carries it (expenses.ts checks what the driver types and adds them up): its
 * day, category, exact amount, and the load and state it was for. Apart, so the sync registry every
 * screen loads holds the row's shape and the category names only.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

export const expenseCategories = [
  'tolls',
  'scales',
  'parking',
  'lumper',
  'repairs',
  'tires',
  'insurance',
  'permits',
  'truck_payment',
  'meals',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  tolls: 'Tolls',
  scales: 'Scales',
  parking: 'Parking',
  lumper: 'Lumper',
  repairs: 'Repairs',
  tires: 'Tires',
  insurance: 'Insurance',
  permits: 'Permits',
  truck_payment: 'Truck payment',
  meals: 'Meals',
  other: 'Other',
};

export const expenseSchema = deferred(() =>
  z.object({
    id: z.string(),
    date: z.string(),
    category: z.enum(expenseCategories),
    /** Exact dollars as text: "18.50". */
    amount: z.string(),
    loadId: z.nullable(z.string()),
    jurisdiction: z.nullable(z.string()),
    notes: z.string(),
    receiptUrl: z.nullable(z.string()),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Expense = z.infer<typeof expenseSchema>;
