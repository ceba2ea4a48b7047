/**
 * Carriers known at signup (SPEC §5, §9) and their fallback pay data. The seed of the companies
 * table and the signup form both read from here.
 */
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

export type PayType = 'percentage' | 'per_mile';

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
