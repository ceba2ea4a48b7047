/**
 * Reference data every install needs: the carriers and their fallback pay (docs/product.md §9). Idempotent,
 * so it runs on every start and only fills what is missing.
 */
import { companySeeds, decimalToScaled, payPeriodPresetSeeds } from '@haulbook/sync-protocol';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from './database.js';

export async function seedReferenceData(db: Db): Promise<void> {
  for (const company of companySeeds) {
    const baseRateMilli = decimalToScaled(company.baseRate, 3);
    await db
      .insertInto('companies')
      .values({
        id: uuidv7(),
        name: company.name,
        displayName: company.displayName,
        payType: company.payType,
        baseRateMilli,
        payDescription: company.payDescription,
        hasBonusProgram: company.hasBonusProgram ? 1 : 0,
        hasPayPeriodPresets: company.hasPayPeriodPresets ? 1 : 0,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await db
      .insertInto('companyPayStructures')
      .values({
        id: uuidv7(),
        companyName: company.name,
        payType: company.payType,
        baseRateMilli,
        description: company.payDescription,
      })
      .onConflict((oc) => oc.column('companyName').doNothing())
      .execute();
  }
  for (const preset of payPeriodPresetSeeds) {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', preset.companyName)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('companyPayPeriodPresets')
      .values({
        id: uuidv7(),
        companyId: company.id,
        name: preset.name,
        displayName: preset.displayName,
        payPeriod: preset.payPeriod,
        payPeriodStartDay: preset.payPeriodStartDay,
        description: preset.description,
      })
      .onConflict((oc) => oc.columns(['companyId', 'name']).doNothing())
      .execute();
  }
}
