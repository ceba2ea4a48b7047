import { payMessages } from '@haulbook/sync-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { resetDevice } from '../../test/loadsKit';
import { PayConfigSummary, PayPeriodSettings } from './index';
import { PayConfigPage } from './PayConfigPage';

const as = (company: string) => ({
  auth: { status: 'signedIn' as const, user: { ...driver, company } },
});

beforeEach(async () => {
  await resetDevice();
});

const card = (name: string) => screen.findByRole('region', { name });
/** Each example's label, figure and working. */
const examples = async () =>
  within(await screen.findByRole('region', { name: 'Earnings Calculator' }))
    .getAllByText(/\$/)
    .filter((e) => !e.textContent?.startsWith('Examples'));

describe('the Pay Configuration screen', () => {
  it("shows a percentage carrier's calculator for $3,000 and $5,000 loads, and no bonus tiers", async () => {
    renderWithProviders(<PayConfigPage />, as('landstar'));
    await card('Pay Structure');
    expect((await examples()).map((e) => e.textContent)).toEqual([
      '$3,000.00 load at 75.000%',
      '$2,250.00',
      '75 % of $3,000.00 (what the load pays)',
      '$5,000.00 load at 75.000%',
      '$3,750.00',
      '75 % of $5,000.00 (what the load pays)',
    ]);
    expect(screen.queryByRole('region', { name: 'Bonus Tiers' })).toBeNull();
  });

  it('changes the pay type and adds a tier with the new-tier defaults, queued for the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayConfigPage />, as('landstar'));
    await card('Pay Structure');
    await user.click(screen.getByText('Per Mile'));
    expect((await db.payConfigs.get(driver.id))?.payType).toBe('per_mile');
    // The screen follows the stored row once its live query renders, as the driver would see;
    // a tier added before that would open with the old pay type's defaults.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Per Mile' }).checked).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    expect((screen.getByLabelText('Min miles') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Max miles') as HTMLInputElement).value).toBe('1000');
    expect((screen.getByLabelText('Rate per mile ($)') as HTMLInputElement).value).toBe('0.500');
    await user.clear(screen.getByLabelText('Rate per mile ($)'));
    await user.type(screen.getByLabelText('Rate per mile ($)'), '0.62');
    await user.click(screen.getByRole('button', { name: 'Save Tier' }));

    expect(await screen.findByText('0 – 1,000 miles · $0.620 per mile')).toBeTruthy();
    expect((await examples()).map((e) => e.textContent)).toContain('$930.00');
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /api/pay-config',
      'POST /api/pay-tiers',
    ]);
  });

  it('refuses a rate out of bounds with its message and docs/product.md §8 title', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayConfigPage />, as('landstar'));
    await user.click(await screen.findByRole('button', { name: 'Add Tier' }));
    await user.clear(screen.getByLabelText('Percentage (%)'));
    await user.type(screen.getByLabelText('Percentage (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save Tier' }));
    expect(await screen.findByText(payMessages.addPayTierFailed)).toBeTruthy();
    expect(screen.getAllByText(payMessages.percentageInvalid).length).toBeGreaterThan(0);
    expect(await db.payTiers.count()).toBe(0);
  });

  it('states the rule in force, not the company default, and a switch to percentage pays 75 %', async () => {
    const now = new Date().toISOString();
    const tier = { maxMiles: null, version: 1, createdAt: now, updatedAt: now };
    await db.payTiers.bulkAdd([
      { ...tier, id: 't1', minMiles: 0, rate: '0.550', orderIndex: 0, payType: 'per_mile' },
      { ...tier, id: 't2', minMiles: 2000, rate: '0.620', orderIndex: 1, payType: 'per_mile' },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PayConfigPage />, as('hirschbach'));
    const structure = await card('Pay Structure');
    expect(
      await within(structure).findByText(
        'Hirschbach · $0.55/mi up to 2,000 mi per load, $0.62/mi beyond: the rate applies to all miles',
      ),
    ).toBeTruthy();
    // docs/product.md §9's per-mile examples: 1,500 and 2,500 miles.
    expect((await examples()).map((e) => e.textContent)).toEqual([
      '1,500 miles at $0.550/mile',
      '$825.00',
      '1,500 mi × $0.55/mi (all miles)',
      '2,500 miles at $0.620/mile',
      '$1,550.00',
      '2,500 mi × $0.62/mi (all miles, the rate from 2,000 mi)',
    ]);

    await user.click(screen.getByText('Percentage'));
    expect(
      await within(structure).findByText('Hirschbach · 75 % of what the load pays'),
    ).toBeTruthy();
    expect(within(structure).queryByText(/per mile/)).toBeNull();
    await waitFor(async () =>
      expect((await examples()).map((e) => e.textContent).slice(0, 2)).toEqual([
        '$3,000.00 load at 75.000%',
        '$2,250.00',
      ]),
    );
  });

  it('edits one tier at a time', async () => {
    const now = new Date().toISOString();
    const tier = { maxMiles: null, orderIndex: 0, version: 1, createdAt: now, updatedAt: now };
    await db.payTiers.bulkAdd([
      { ...tier, id: 't1', minMiles: 0, rate: '70.000', payType: null },
      { ...tier, id: 't2', minMiles: 0, rate: '75.000', orderIndex: 1, payType: null },
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PayConfigPage />, as('landstar'));
    await user.click(await screen.findByRole('button', { name: 'Edit Tier 1' }));
    expect(screen.getByRole('button', { name: 'Edit Tier 2' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add Tier' })).toBeNull();
  });

  it('shows Bonus Tiers to a Hirschbach driver and refuses a zero bonus with docs/product.md §8 text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayConfigPage />, as('hirschbach'));
    const bonus = await card('Bonus Tiers');
    await user.click(within(bonus).getByRole('button', { name: 'Add Bonus Tier' }));
    await user.type(within(bonus).getByLabelText('Bonus amount ($)'), '0');
    await user.click(within(bonus).getByRole('button', { name: 'Save Bonus Tier' }));
    expect(
      await screen.findByText('Failed to add bonus tier: Please enter a valid bonus amount'),
    ).toBeTruthy();
    await user.clear(within(bonus).getByLabelText('Bonus amount ($)'));
    await user.type(within(bonus).getByLabelText('Bonus amount ($)'), '250');
    await user.click(within(bonus).getByRole('button', { name: 'Save Bonus Tier' }));
    expect(await within(bonus).findByText('$250.00 monthly, any miles')).toBeTruthy();
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({
      bonusAmount: '250.00',
      minMiles: null,
      maxMiles: null,
      description: null,
    });
  });
});

describe("Profile's pay parts", () => {
  it("lists the first 3 bonus tiers and '+N more'", async () => {
    const now = new Date().toISOString();
    await db.bonusTiers.bulkAdd(
      [100, 200, 300, 400, 500].map((amount, i) => ({
        id: `b${i}`,
        bonusType: 'flat' as const,
        bonusAmount: `${amount}.00`,
        timePeriod: 'weekly' as const,
        minMiles: null,
        maxMiles: null,
        description: null,
        version: 1,
        createdAt: `${now}${i}`,
        updatedAt: now,
      })),
    );
    renderWithProviders(<PayConfigSummary />, as('hirschbach'));
    const list = await screen.findByLabelText('Bonus tiers');
    expect(list.textContent).toContain('$300.00 weekly');
    expect(list.textContent).not.toContain('$400.00');
    expect(list.textContent).toContain('+2 more');
  });

  it("applies a carrier's preset and saves the pay period", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayPeriodSettings />, as('hirschbach'));
    await user.click(await screen.findByRole('button', { name: /Dedicated: Saturday to Friday/ }));
    await user.click(screen.getByRole('button', { name: 'Save Pay Period' }));
    expect(await db.payConfigs.get(driver.id)).toMatchObject({
      payPeriod: 'weekly',
      payPeriodStartDay: 'saturday',
    });
    expect((await db.outbox.toArray())[0]?.body).toEqual({
      payPeriod: 'weekly',
      payPeriodStartDay: 'saturday',
    });
  });
});
