import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { resetDevice, storedLoad } from '../loads/loadsTestKit';
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

  it("keeps the 'Welcome back' of the dashboard the server drew, even on this device's first visit", () => {
    const drawn = document.createElement('div');
    drawn.id = 'prerendered';
    drawn.dataset.for = 'driver';
    document.body.append(drawn);
    try {
      renderWithProviders(<DashboardPage />, signedIn);
    } finally {
      drawn.remove();
    }
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane Driver' })).toBeTruthy();
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
      const card = screen.getByRole('region', { name: period });
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
    const week = screen.getByRole('region', { name: "This Week's Earnings" });
    expect(await within(week).findByText('$500.00')).toBeTruthy();
    expect(week.textContent).toContain('455 miles1 load delivered');
  });

  it("adds this week's deliveries, marking the estimated part, and follows a pay change", async () => {
    const now = new Date().toISOString();
    await storedLoad({ status: 'delivered', deliveryDate: now, revenue: 1000.25 });
    // Landstar pays 75% of $2.75 a mile: 455 miles -> $938.44.
    await storedLoad({ status: 'delivered', deliveryDate: now, revenue: null });
    renderWithProviders(<DashboardPage />, signedIn);
    const week = screen.getByRole('region', { name: "This Week's Earnings" });
    expect(await within(week).findByText('$1,938.69')).toBeTruthy();
    expect(week.textContent).toContain('910 miles');
    expect(week.textContent).toContain('2 loads delivered');
    expect(week.textContent).toContain('Includes $938.44 estimated (1 load without revenue)');

    await db.payConfigs.put({
      id: driver.id,
      payPeriod: 'weekly',
      payPeriodStartDay: 'monday',
      payType: 'per_mile',
      tier1Rate: '0.500',
      tier1MaxMiles: 1000,
      tier2Rate: '0.600',
      fixedMonthlyBonus: '0.00',
      paymentBasis: 'delivery',
      payWeekStart: 0,
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
