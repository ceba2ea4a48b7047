import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { resetDevice, signedIn } from '../../test/fuelKit';
import { chooseDistanceUnit } from '../../test/preferences';
import { renderWithProviders } from '../../test/render';
import { StateLineDialog } from './StateLineDialog';

beforeEach(async () => {
  await resetDevice();
  await chooseDistanceUnit('km');
});

// Worked by hand: 1 mi = 1.609344 km.
describe('a state line in km', () => {
  it('starts at the reading in km and keeps the line in miles', async () => {
    // The truck's latest reading, 310,686 mi, is 500,000.6 km on the dash.
    const { user } = renderWithProviders(
      <StateLineDialog opened onClose={() => undefined} odometer={310_686} load={null} />,
      signedIn,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'State line' }));
    const reading = () => dialog.getByLabelText('Odometer at the line') as HTMLInputElement;
    await waitFor(() => expect(reading().value).toBe('500001'));
    // 500,805 km = 311,186.3 mi: the line is kept at 311,186 mi.
    await user.clear(reading());
    await user.type(reading(), '500805');
    await user.selectOptions(dialog.getByLabelText('State entered'), 'TX');
    await user.click(dialog.getByRole('button', { name: 'Record State Line' }));
    await expect
      .poll(async () => (await db.jurisdictionSegments.toArray())[0])
      .toMatchObject({ jurisdiction: 'TX', odometerStart: 311_186 });
  });
});
