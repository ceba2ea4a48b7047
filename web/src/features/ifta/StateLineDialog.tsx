/**
 * "State line": two taps at the border. The odometer starts at the truck's latest reading and the
 * state entered is suggested from the load on the road, so the driver confirms or corrects.
 */
import {
  distanceFrom,
  formatOdometerIn,
  jurisdictionCode,
  maxSegmentMiles,
  milesFrom,
  unitWords,
  type DistanceUnit,
  type Load,
} from '@haulbook/sync-protocol';
import { db } from '../../data/db';
import { openSegmentBefore } from '../../data/ifta';
import { useDistanceUnit } from '../../data/preferences';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { JurisdictionSelect } from '../../ui/JurisdictionSelect';
import { NumberTextInput } from '../../ui/NumberTextInput';
import { today } from '../fuel/fuelFormat';
import { iftaCommands } from './iftaCommands';

interface Props {
  opened: boolean;
  onClose: () => void;
  odometer: number | null;
  load: Load | null;
}

const odometerPattern = /^\d{1,7}$/;

/** The reading is typed as the dash shows it, in the driver's unit, and kept in miles. */
function StateLineForm({
  odometer,
  load,
  unit,
  onClose,
}: Omit<Props, 'opened'> & { unit: DistanceUnit }) {
  const [reading, setReading] = useState(
    odometer === null ? '' : String(distanceFrom(odometer, unit)),
  );
  const [state, setState] = useState(load?.deliveryState ?? '');
  const [date, setDate] = useState(today());
  const [errors, setErrors] = useState<{ odometer?: string; state?: string }>({});

  const save = async () => {
    const typed = reading.replace(/,/g, '').trim();
    const jurisdiction = jurisdictionCode(state);
    const found: { odometer?: string; state?: string } = {
      ...(odometerPattern.test(typed)
        ? {}
        : { odometer: 'Enter the odometer reading at the line' }),
      ...(jurisdiction ? {} : { state: 'Choose the state or province you entered' }),
    };
    const miles = milesFrom(Number(typed), unit);
    const open = found.odometer ? undefined : await openSegmentBefore(db, miles);
    if (open && miles - open.odometerStart! > maxSegmentMiles)
      found.odometer = `That is ${formatOdometerIn(miles - open.odometerStart!, unit)} after the last state line (${formatOdometerIn(open.odometerStart!, unit)}): check the odometer`;
    setErrors(found);
    if (!jurisdiction || found.odometer) return;
    const saved = await iftaCommands.crossStateLine({
      date,
      jurisdiction,
      odometer: miles,
      loadId: load?.id ?? null,
    });
    if (saved) onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <NumberTextInput
          label="Odometer at the line"
          data-autofocus
          value={reading}
          onChange={(e) => setReading(e.currentTarget.value)}
          rightSection={<Text size="sm">{unitWords[unit].distanceShort}</Text>}
          error={errors.odometer}
        />
        <JurisdictionSelect
          label="State entered"
          blank="Choose…"
          suggested={[load?.pickupState, load?.deliveryState]}
          value={state}
          onChange={(e) => setState(e.currentTarget.value)}
          error={errors.state}
        />
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md">
          Record State Line
        </Button>
      </Stack>
    </form>
  );
}

export function StateLineDialog({ opened, onClose, ...props }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const unit = useDistanceUnit();
  return (
    <Modal opened={opened} onClose={onClose} title="State line" fullScreen={phone} centered>
      {opened && <StateLineForm key={unit} {...props} unit={unit} onClose={onClose} />}
    </Modal>
  );
}
