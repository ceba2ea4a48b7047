import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPayConfig } from '@haulbook/sync-protocol';
import userEvent from '@testing-library/user-event';
import { db } from '../../data/db';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { resetDevice, storedLoad } from '../../test/loadsKit';
import { DashboardPage } from './DashboardPage';

const signedIn = { auth: { status: 'signedIn' as const, user: { ...driver, timeZone: 'UTC' } } };

beforeEach(async () => {
  localStorage.clear();
  await resetDevice();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardPage', () => {
  it("greets a first visit with 'Welcome' and today's long US date, and later visits with 'Welcome back'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 0));
    const first = renderWithProviders(<DashboardPage />, signedIn);
    expect(screen.getByRole('heading', { name: 'Welcome, Jane Driver' })).toBeTruthy();
    expect(screen.getByText('Friday, November 21, 2025')).toBeTruthy();
    first.unmount();
    renderWithProviders(<DashboardPage />, signedIn);
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane Driver' })).toBeTruthy();
  });

  it.each(['Welcome', 'Welcome back'])(
    "keeps the '%s' of the dashboard the server drew",
    (word) => {
      const drawn = document.createElement('div');
      drawn.id = 'prerendered';
      drawn.dataset.for = 'driver';
      const heading = document.createElement('h1');
      heading.dataset.greeting = word;
      drawn.append(heading);
      document.body.append(drawn);
      try {
        renderWithProviders(<DashboardPage />, signedIn);
      } finally {
        drawn.remove();
      }
      expect(screen.getByRole('heading', { name: `${word}, Jane Driver` })).toBeTruthy();
    },
  );

  it("says 'Welcome back' on this device's first visit when the server knows the driver has seen it", () => {
    renderWithProviders(<DashboardPage />, {
      auth: { status: 'signedIn', user: { ...signedIn.auth.user, dashboardSeen: true } },
    });
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane Driver' })).toBeTruthy();
  });

  it('asks a driver who never set their pay to set it up, with a button to Pay Config', async () => {
    renderWithProviders(<DashboardPage />, signedIn);
    expect(await screen.findByText('Set up your pay first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up pay' }).getAttribute('href')).toBe(
      '/pay-config',
    );
  });

  it("falls back to 'Driver' without a display name", () => {
    renderWithProviders(<DashboardPage />, {
      auth: { status: 'signedIn', user: { ...driver, displayName: '  ' } },
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Driver' })).toBeTruthy();
  });

  it('shows both earnings periods in dollars, miles and loads, and quick actions that open the add dialogs', async () => {
    renderWithProviders(<DashboardPage />, signedIn);
    for (const period of ["This Week's Earnings", "This Month's Earnings"]) {
      const card = await screen.findByRole('region', { name: period });
      expect(await within(card).findByText('$0.00')).toBeTruthy();
      expect(card.textContent).toContain('0 miles');
      expect(card.textContent).toContain('0 loads delivered');
    }
    const links = {
      'Axle Weight Calculator': '/axle-calculator',
      'Add New Load': '/loads?add=1',
      'Add Fuel Purchase': '/fuel?add=1',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toBe(href);
    }
  });

  it('counts a load in the week it was tapped Delivered, not the week it was scheduled for', async () => {
    const now = Date.now();
    const weeksAgo = (n: number) => new Date(now - n * 7 * 86_400_000).toISOString();
    await storedLoad({
      status: 'delivered',
      deliveryDate: weeksAgo(2),
      actualDeliveryDate: new Date(now).toISOString(),
      revenue: 500,
    });
    await storedLoad({ status: 'delivered', deliveryDate: weeksAgo(2), revenue: 300 });
    renderWithProviders(<DashboardPage />, signedIn);
    const week = await screen.findByRole('region', { name: "This Week's Earnings" });
    expect(await within(week).findByText('$500.00')).toBeTruthy();
    expect(week.textContent).toContain('455 miles1 load delivered');
  });

  it("adds this week's deliveries, marking the estimated part, and follows a pay change", async () => {
    const now = new Date().toISOString();
    await storedLoad({
      status: 'delivered',
      deliveryDate: now,
      revenue: 1000.25,
      loadNumber: 'HB-1001',
    });
    // Landstar pays 75% of $2.75 a mile: 455 miles -> $938.44.
    await storedLoad({ status: 'delivered', deliveryDate: now, revenue: null });
    renderWithProviders(<DashboardPage />, signedIn);
    const week = await screen.findByRole('region', { name: "This Week's Earnings" });
    expect(await within(week).findByText('$1,938.69')).toBeTruthy();
    expect(week.textContent).toContain('910 miles');
    expect(week.textContent).toContain('2 loads delivered');
    expect(week.textContent).toContain(
      'Includes $938.44 estimated (1 load without what the load pays)',
    );

    // Its breakdown sums exactly to the card.
    await userEvent.click(
      within(week).getByRole('button', { name: /This Week's Earnings \$1,938\.69/ }),
    );
    const lines = await screen.findByRole('list', {
      name: "How This Week's Earnings is worked out",
    });
    expect(lines.textContent).toContain('Load HB-1001: My pay, typed$1,000.25');
    expect(lines.textContent).toContain(
      'A load (estimate): 75 % of $1,251.25 estimated (455 mi × $2.75/mi market rate)$938.44',
    );
    expect(lines.textContent).toContain("This Week's Earnings$1,938.69");

    await db.payConfigs.put({
      ...defaultPayConfig,
      id: driver.id,
      payType: 'per_mile',
      tier1Rate: '0.500',
      version: 2,
      createdAt: now,
      updatedAt: now,
    });
    expect(await within(week).findByText('$1,227.75')).toBeTruthy();
  });

  it('draws the last 12 pay periods once the stats are in', async () => {
    renderWithProviders(<DashboardPage />, signedIn);
    const table = await screen.findByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13);
  });
});
