import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { driver } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardPage', () => {
  it("greets the driver by name with today's long US date", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 0));
    renderWithProviders(<DashboardPage />, { auth: { status: 'signedIn', user: driver } });

    expect(screen.getByRole('heading', { name: 'Welcome back, Jane Driver' })).toBeTruthy();
    expect(screen.getByText('Friday, November 21, 2025')).toBeTruthy();
  });

  it("falls back to 'Driver' without a display name", () => {
    renderWithProviders(<DashboardPage />, {
      auth: { status: 'signedIn', user: { ...driver, displayName: '  ' } },
    });
    expect(screen.getByRole('heading', { name: 'Welcome back, Driver' })).toBeTruthy();
  });

  it('shows both earnings periods in dollars, miles and loads, and the quick actions', () => {
    renderWithProviders(<DashboardPage />, { auth: { status: 'signedIn', user: driver } });
    for (const period of ["This Week's Earnings", "This Month's Earnings"]) {
      const card = screen.getByRole('region', { name: period });
      expect(card.textContent).toContain('$0.00');
      expect(card.textContent).toContain('0 miles');
      expect(card.textContent).toContain('0 loads delivered');
    }
    const links = {
      'Axle Weight Calculator': '/axle-calculator',
      'Add New Load': '/loads',
      'Add Fuel Purchase': '/fuel',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toBe(href);
    }
  });
});
