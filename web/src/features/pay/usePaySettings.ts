/**
 * The driver's pay settings as this device holds them (Dexie, kept by the sync). Before the first
 * pull brings the pay config, it reads as the account was made with: the carrier's pay (GET
 * /api/company's data, worked out from the cached user's company) and docs/product.md §9's other defaults.
 */
import {
  companyInfoFor,
  defaultPayConfig,
  paySettingsOf,
  tiersForPayType,
  type BonusTier,
  type CompanyInfo,
  type CurrentUser,
  type PayConfig,
  type PaySettings,
  type PayTier,
} from '@haulbook/sync-protocol';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useMemo } from 'react';
import { db } from '../../data/db';
import { useAuth } from '../../data/session/useAuth';
import { readWeekSettings } from '../../data/weekSettings';

export interface PaySettingsState {
  config: PayConfig;
  /** The tiers that pay under the pay type in force (those of another type wait). */
  tiers: PayTier[];
  bonusTiers: BonusTier[];
  company: CompanyInfo;
  pay: PaySettings;
  timeZone: string;
}

function configFor(user: CurrentUser | null, company: CompanyInfo): PayConfig {
  return {
    ...defaultPayConfig,
    payType: company.payType,
    tier1Rate: company.baseRate,
    payPeriodStartDay: user?.payPeriodStartDay ?? defaultPayConfig.payPeriodStartDay,
    id: user?.id ?? '',
    version: 0,
    createdAt: '',
    updatedAt: '',
  };
}

/** undefined until Dexie has answered. */
export function usePaySettings(): PaySettingsState | undefined {
  const { user } = useAuth();
  const stored = useLiveQuery(async () => (await db.payConfigs.toArray())[0] ?? null, []);
  const tiers = useLiveQuery(() => db.payTiers.orderBy('minMiles').toArray(), []);
  const bonusTiers = useLiveQuery(() => db.bonusTiers.orderBy('createdAt').toArray(), []);
  const week = useLiveQuery(
    () => readWeekSettings(db, user),
    [user?.payPeriodStartDay, user?.timeZone],
  );
  return useMemo(() => {
    if (stored === undefined || tiers === undefined || bonusTiers === undefined || !week)
      return undefined;
    const company = companyInfoFor(user?.company ?? null);
    const config = stored ?? configFor(user, company);
    return {
      config,
      tiers: tiersForPayType(config, tiers),
      bonusTiers,
      company,
      pay: paySettingsOf(config, tiers),
      timeZone: week.timeZone,
    };
  }, [stored, tiers, bonusTiers, week, user]);
}
