import { syncedTables } from '@haulbook/sync-protocol';
import { describe, expect, it } from 'vitest';
import { recordLabel } from './recordLabel';

describe('recordLabel', () => {
  it('names every synced table as itself, never as a fill-up it is not', () => {
    for (const table of syncedTables) {
      if (table === 'fuelEntries') continue;
      expect(recordLabel(table, {}), table).not.toMatch(/fill-up/i);
      expect(recordLabel(table, undefined), table).not.toMatch(/fill-up/i);
    }
  });

  it.each([
    ['loads', { loadNumber: 'HB-2043' }, 'Load HB-2043'],
    ['fuelEntries', { date: '2026-11-20', odometer: 184220 }, 'Fill-up Nov 20, 184,220 mi'],
    ['payConfigs', { payType: 'per_mile' }, 'Your pay settings'],
    ['payTiers', { minMiles: 0, maxMiles: 2000 }, 'Pay tier 0–2,000 mi'],
    ['payTiers', { minMiles: 2000, maxMiles: null }, 'Pay tier 2,000 mi and up'],
    ['bonusTiers', { description: 'Safe miles', minMiles: null }, 'Bonus tier Safe miles'],
    ['bonusTiers', {}, 'A bonus tier'],
    ['userPreferences', { distanceUnit: 'km' }, 'Your preferences'],
    ['bolDocuments', { originalName: 'bol.jpg' }, 'Document bol.jpg'],
    ['bolDocuments', {}, 'A document'],
    ['maintenanceItems', { name: 'Oil change' }, 'Service item Oil change'],
    ['maintenanceCosts', {}, 'A maintenance cost'],
    ['settlements', { periodStart: '2026-11-16' }, 'Settlement for the pay period of Nov 16'],
  ] as const)('names a row of %s "%s"', (table, row, label) => {
    expect(recordLabel(table, row)).toBe(label);
  });
});
