/**
 * Dashboard stats over a heavy driver's loads, as the device computes them (issue: pay
 * configuration and a real earnings dashboard). Every load lies inside the dashboard's window, so
 * each one takes the full path: date, estimate, week, month and pay period. Prints the first call
 * (cold: time zone formatters built, code not yet optimised) and the median of the warm ones.
 *
 *   npx tsx --conditions=source bench/dashboard.bench.ts [--loads 10000] [--runs 20]
 */
import { parseArgs } from 'node:util';
import {
  dashboardSettingsOf,
  dashboardStats,
  defaultPayConfig,
  type BonusTier,
  type EarningsLoad,
} from '../sync-protocol/src/index.js';

const { values } = parseArgs({
  options: { loads: { type: 'string', default: '10000' }, runs: { type: 'string', default: '20' } },
});
const count = Number(values.loads);
const runs = Number(values.runs);

const now = new Date('2026-11-18T18:00:00Z');
const yearMs = 365 * 86_400_000;
const stamp = { version: 1, createdAt: now.toISOString(), updatedAt: now.toISOString() };
const bonus = (fields: Partial<BonusTier>): BonusTier => ({
  ...stamp,
  id: 'bonus',
  bonusType: 'flat',
  bonusAmount: '100.00',
  timePeriod: 'monthly',
  minMiles: null,
  maxMiles: null,
  description: null,
  ...fields,
});

const settings = dashboardSettingsOf(
  { ...defaultPayConfig, ...stamp, id: 'driver', payPeriod: 'biweekly' },
  [
    { minMiles: 0, rate: '0.500', orderIndex: 0 },
    { minMiles: 1000, rate: '0.550', orderIndex: 1 },
    { minMiles: 2000, rate: '0.600', orderIndex: 2 },
  ],
  [
    bonus({ timePeriod: 'weekly', minMiles: 2500 }),
    bonus({ bonusType: 'per_mile', bonusAmount: '0.01', minMiles: 8000 }),
  ],
  'America/Chicago',
);

const loads: EarningsLoad[] = Array.from({ length: count }, (_, i) => ({
  status: i % 10 === 0 ? 'picked_up' : 'delivered',
  deliveryDate: new Date(now.getTime() - Math.floor((i / count) * yearMs)).toISOString(),
  totalMiles: 150 + ((i * 37) % 2400),
  revenueCents: i % 3 === 0 ? null : 80_000 + i,
  revenueEstimated: i % 3 === 0,
}));

const time = () => {
  const start = performance.now();
  dashboardStats(loads, settings, now);
  return performance.now() - start;
};

const cold = time();
const warm = Array.from({ length: runs }, time).sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
console.log(`dashboard stats over ${count} loads (target < 50 ms)`);
console.log(`  first call: ${cold.toFixed(1)} ms`);
console.log(
  `  warm: median ${median.toFixed(1)} ms, ${warm[0]!.toFixed(1)} to ${warm.at(-1)!.toFixed(1)} ms over ${runs} runs`,
);
