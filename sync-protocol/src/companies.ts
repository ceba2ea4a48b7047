/**
 * Carriers known at signup (docs/product.md §5, §9) and their fallback pay data. The seed of the companies
 * table, the signup form and GET /api/company (online or worked out on the device) read from here.
 */
import * as z from 'zod/mini';
import { deferred } from './deferred.js';

export const companyOptions = ['landstar', 'hirschbach', 'super_ego', 'other'] as const;
export type CompanyOption = (typeof companyOptions)[number];

export const companyLabels: Record<CompanyOption, string> = {
  landstar: 'Landstar',
  hirschbach: 'Hirschbach',
  super_ego: 'Super Ego',
  other: 'Other',
};

export const hirschbachAccounts = ['dedicated', 'otr'] as const;
export type HirschbachAccount = (typeof hirschbachAccounts)[number];

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export const payPeriods = ['weekly', 'biweekly', 'monthly'] as const;
export type PayPeriod = (typeof payPeriods)[number];

/** Pay types as the interface reads them (docs/product.md §3); see pay.ts for the stored 'mileage'. */
export const payTypes = ['percentage', 'per_mile'] as const;
export type PayType = (typeof payTypes)[number];

export interface CompanySeed {
  name: string;
  displayName: string;
  payType: PayType;
  /** Exact decimal string, 3 places: percent for percentage pay, dollars per mile otherwise. */
  baseRate: string;
  payDescription: string;
  hasBonusProgram: boolean;
  hasPayPeriodPresets: boolean;
}

/** The generic default used for any company we have no record of. */
export const defaultCompanyName = 'default';

export const companySeeds: readonly CompanySeed[] = [
  {
    name: 'landstar',
    displayName: 'Landstar',
    payType: 'percentage',
    baseRate: '75.000',
    payDescription: '75% of load revenue',
    hasBonusProgram: false,
    hasPayPeriodPresets: false,
  },
  {
    name: 'super_ego',
    displayName: 'Super Ego',
    payType: 'percentage',
    baseRate: '70.000',
    payDescription: '70% of load revenue',
    hasBonusProgram: false,
    hasPayPeriodPresets: false,
  },
  {
    name: 'hirschbach',
    displayName: 'Hirschbach',
    payType: 'per_mile',
    baseRate: '0.750',
    payDescription: '$0.750 per mile with mileage bonuses',
    hasBonusProgram: true,
    hasPayPeriodPresets: true,
  },
  {
    name: defaultCompanyName,
    displayName: 'Other carrier',
    payType: 'per_mile',
    baseRate: '0.650',
    payDescription: '$0.650 per mile',
    hasBonusProgram: false,
    hasPayPeriodPresets: false,
  },
];

export interface PayPeriodPresetSeed {
  companyName: string;
  name: HirschbachAccount;
  displayName: string;
  payPeriod: PayPeriod;
  payPeriodStartDay: Weekday;
  description: string;
}

export const payPeriodPresetSeeds: readonly PayPeriodPresetSeed[] = [
  {
    companyName: 'hirschbach',
    name: 'otr',
    displayName: 'OTR',
    payPeriod: 'weekly',
    payPeriodStartDay: 'wednesday',
    description: 'Wednesday to Tuesday',
  },
  {
    companyName: 'hirschbach',
    name: 'dedicated',
    displayName: 'Dedicated',
    payPeriod: 'weekly',
    payPeriodStartDay: 'saturday',
    description: 'Saturday to Friday',
  },
];

export const payPeriodPresetSchema = deferred(() =>
  z.object({
    name: z.string(),
    displayName: z.string(),
    payPeriod: z.enum(payPeriods),
    payPeriodStartDay: z.enum(weekdays),
    description: z.nullable(z.string()),
  }),
);
export type PayPeriodPreset = z.infer<typeof payPeriodPresetSchema>;

/** GET /api/company: the driver's carrier as the pay screens read it (docs/product.md §3 Company info). */
export const companyInfoSchema = deferred(() =>
  z.object({
    name: z.string(),
    displayName: z.string(),
    payType: z.enum(payTypes),
    payDescription: z.nullable(z.string()),
    /** "0.750": percent for percentage pay, dollars per mile otherwise. */
    baseRate: z.string(),
    hasBonusProgram: z.boolean(),
    hasPayPeriodPresets: z.boolean(),
    payPeriodPresets: z.array(payPeriodPresetSchema),
  }),
);
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** A carrier's pay period presets (docs/product.md §6: Hirschbach OTR and Dedicated). */
export function payPeriodPresetsFor(companyName: string): PayPeriodPreset[] {
  return payPeriodPresetSeeds
    .filter((p) => p.companyName === companyName)
    .map(({ companyName: _, ...preset }) => preset);
}

/**
 * The company info for a driver's company from the fallback pay data: a carrier we know by its
 * name; any other company (typed in at signup) with the generic default's pay under its own name;
 * no company, or 'other' without a name, as the generic default.
 */
export function companyInfoFor(company: string | null): CompanyInfo {
  const own = company?.trim() ?? '';
  const known = companySeeds.find((c) => c.name === own);
  if (known) return { ...known, payPeriodPresets: payPeriodPresetsFor(known.name) };
  const generic = companySeeds.find((c) => c.name === defaultCompanyName)!;
  const named = own !== '' && own !== 'other';
  return { ...generic, ...(named ? { name: own, displayName: own } : {}), payPeriodPresets: [] };
}
