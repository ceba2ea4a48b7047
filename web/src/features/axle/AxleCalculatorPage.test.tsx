import { axleMessages, numbersOnly } from '@haulbook/sync-protocol';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AxleCalculatorPage } from './AxleCalculatorPage';

interface Readings {
  steer: string;
  tractor: string;
  tractorTrailer: string;
  drive?: 'Single' | 'Tandem';
  trailer?: 'Single' | 'Tandem';
}

async function calculate(user: UserEvent, readings: Readings) {
  const { steer, tractor, tractorTrailer, drive = 'Tandem', trailer = 'Tandem' } = readings;
  await user.type(screen.getByLabelText('Steer axle weight'), steer);
  await user.type(screen.getByLabelText('Tractor weight'), tractor);
  await user.type(screen.getByLabelText('Tractor trailer weight'), tractorTrailer);
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Drive axles' })).getByText(drive),
  );
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Trailer axles' })).getByText(trailer),
  );
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

const rowOf = (group: string) =>
  within(screen.getByRole('table', { name: 'Axle groups' }))
    .getByRole('cell', { name: group })
    .closest('tr')!.textContent;

describe('AxleCalculatorPage', () => {
  it('starts on tandem drives and a tandem trailer, the usual five-axle rig', () => {
    renderWithProviders(<AxleCalculatorPage />);
    for (const group of ['Drive axles', 'Trailer axles']) {
      const tandem = within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
        name: 'Tandem',
      });
      expect((tandem as HTMLInputElement).checked).toBe(true);
    }
  });

  it('says what to weigh and waits for the readings', () => {
    renderWithProviders(<AxleCalculatorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Axle Weight Calculator' })).toBeTruthy();
    expect(screen.getByText(/Weigh the steer axle alone/)).toBeTruthy();
    expect(screen.getByText(/press Calculate to check every axle group/)).toBeTruthy();
  });

  it('keeps a weight with stray characters as typed and says numbers only', async () => {
    const { user } = renderWithProviders(<AxleCalculatorPage />);
    await calculate(user, { steer: '11,5a0.5', tractor: '45,000', tractorTrailer: '79,000' });
    const steer = screen.getByLabelText('Steer axle weight') as HTMLInputElement;
    expect(steer.value).toBe('11,5a0.5');
    expect(await screen.findByText(numbersOnly)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.clear(steer);
    await user.type(steer, '11,500');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(rowOf('Steer axle')).toContain('11,500 lbs');
  });

  it('says every weight is required (the axle counts start chosen)', async () => {
    const { user } = renderWithProviders(<AxleCalculatorPage />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Steer axle weight is required')).toBeTruthy();
    for (const message of ['Tractor weight is required', 'Tractor trailer weight is required'])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a legal rig with its remaining capacity and the margin of every group', async () => {
    const { user } = renderWithProviders(<AxleCalculatorPage />);
    await calculate(user, { steer: '11000', tractor: '42000', tractorTrailer: '72000' });

    const results = await screen.findByRole('region', { name: 'Legal' });
    expect(results.textContent).toContain('Remaining capacity: 8,000 lbs');
    expect(within(results).queryByRole('list', { name: 'Violations' })).toBeNull();
    expect(rowOf('Steer axle')).toBe('Steer axle11,000 lbs12,000 lbs1,000 lbs under');
    expect(rowOf('Drive axles')).toBe('Drive axles31,000 lbs34,000 lbs3,000 lbs under');
    expect(rowOf('Trailer axles')).toBe('Trailer axles30,000 lbs34,000 lbs4,000 lbs under');
    expect(rowOf('Gross weight')).toBe('Gross weight72,000 lbs80,000 lbs8,000 lbs under');
    expect((screen.getByLabelText('Tractor weight') as HTMLInputElement).value).toBe('42000');
  });

  it('lists each violation of an overweight rig', async () => {
    const { user } = renderWithProviders(<AxleCalculatorPage />);
    await calculate(user, {
      steer: '12400',
      tractor: '47400',
      tractorTrailer: '58000',
      trailer: 'Single',
    });

    const results = await screen.findByRole('region', { name: 'Not legal' });
    const violations = within(results).getByRole('list', { name: 'Violations' });
    expect(
      within(violations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Steer axle exceeds the 12,000 lb limit by 400 lbs',
      'Tandem drive axles exceed the 34,000 lb limit by 1,000 lbs',
    ]);
    expect(rowOf('Steer axle')).toContain('Over by 400 lbs');
    expect(rowOf('Drive axles')).toContain('Over by 1,000 lbs');
    expect(rowOf('Trailer axle')).toBe('Trailer axle10,600 lbs20,000 lbs9,400 lbs under');
    expect(rowOf('Gross weight')).toContain('22,000 lbs under');
  });

  it('refuses readings no scale can give', async () => {
    const { user } = renderWithProviders(<AxleCalculatorPage />);
    await calculate(user, { steer: '12000', tractor: '12000', tractorTrailer: '11000' });
    expect(await screen.findByText(axleMessages.tractorNotAboveSteer)).toBeTruthy();
    expect(screen.getByText(axleMessages.tractorTrailerNotAboveTractor)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('drops the result once a reading changes', async () => {
    const { user } = renderWithProviders(<AxleCalculatorPage />);
    await calculate(user, { steer: '11000', tractor: '42000', tractorTrailer: '72000' });
    await screen.findByRole('region', { name: 'Legal' });

    await user.type(screen.getByLabelText('Tractor trailer weight'), '0');
    expect(screen.queryByRole('region', { name: 'Legal' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(axleMessages.weightTooHigh)).toBeTruthy();
  });
});
