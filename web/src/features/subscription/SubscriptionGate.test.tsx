import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, db } from '../../data/db';
import { driver, subscriber } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SubscriptionGate } from './SubscriptionGate';

const gated = (
  <SubscriptionGate feature="Load Management">
    <h1>Load Management</h1>
  </SubscriptionGate>
);

beforeEach(() => clearLocalData());

describe('the subscription gate', () => {
  it('shows the screen to a subscriber, even offline with the cached user', () => {
    renderWithProviders(gated, {
      auth: { status: 'signedIn', user: subscriber, serverReachable: false },
    });
    expect(screen.getByRole('heading', { name: 'Load Management' })).toBeTruthy();
  });

  it('shows a lapsed driver the plans and the way to /subscribe instead', () => {
    const lapsed = {
      ...subscriber,
      hasActiveSubscription: false,
      subscriptionStatus: 'canceled',
      subscriptionType: null,
    };
    renderWithProviders(gated, { auth: { status: 'signedIn', user: lapsed } });
    expect(screen.getByRole('heading', { name: 'Subscription Required' })).toBeTruthy();
    expect(screen.getByText('Load Management is available to subscribers only')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Monthly plan',
      'Annual plan',
      'Lifetime plan',
    ]);
    expect(screen.getByRole('link', { name: 'Choose Your Plan' }).getAttribute('href')).toBe(
      '/subscribe',
    );
  });

  it('tells a lapsed driver that the entries on the device are kept', async () => {
    await db.outbox.add({
      method: 'POST',
      path: '/api/loads',
      table: 'loads',
      rowId: 'l1',
      before: null,
      failureTitle: 'Error Adding Load',
      createdAt: new Date().toISOString(),
      attempts: 1,
    });
    renderWithProviders(gated, { auth: { status: 'signedIn', user: driver } });
    expect(
      await screen.findByText(/1 entry waiting to sync on this device. They are kept/),
    ).toBeTruthy();
  });

  it('shows a spinner while the session is loading', () => {
    renderWithProviders(gated, { auth: { status: 'loading' } });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('Subscription Required')).toBeNull();
  });
});
