/**
 * "Add miles": a load's miles split by state, typed after the trip ("OK 212, KS 388"), or miles
 * driven without a load (deadhead, bobtail) when no load is chosen.
 */
import {
  deliveredAt,
  localDate,
  parseMilesSplit,
  type Load,
  type SegmentFields,
} from '@haulbook/sync-protocol';
import { Button, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { today } from '../fuel/fuelFormat';
import { loadTitle } from '../loads/loadFormat';
import { iftaCommands } from './iftaCommands';

interface Props {
  opened: boolean;
  onClose: () => void;
  loads: Load[];
  /** The driver's zone: a load's miles are dated on the day it was delivered there. */
  timeZone: string;
}

function MilesForm({ loads, timeZone, onClose }: Omit<Props, 'opened'>) {
  const [typed, setTyped] = useState('');
  const [loadId, setLoadId] = useState('');
  const [date, setDate] = useState(today());
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const split = parseMilesSplit(typed);
    setError(split.error);
    if (!split.parts) return;
    const load = loads.find((l) => l.id === loadId);
    const day = load ? localDate(deliveredAt(load), timeZone) : date;
    const segments: SegmentFields[] = split.parts.map((p) => ({
      date: day,
      jurisdiction: p.jurisdiction,
      miles: p.miles,
      odometerStart: null,
      odometerEnd: null,
      loadId: load?.id ?? null,
    }));
    if (await iftaCommands.addSegments(segments)) onClose();
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
        <NativeSelect
          label="Load"
          data={[
            { value: '', label: 'No load (deadhead, bobtail)' },
            ...loads.map((l) => ({
              value: l.id,
              label: `${loadTitle(l)} · ${l.pickupState} → ${l.deliveryState}`,
            })),
          ]}
          value={loadId}
          onChange={(e) => setLoadId(e.currentTarget.value)}
        />
        {loadId === '' && (
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
        )}
        <Textarea
          label="Miles by state"
          placeholder="OK 212, KS 388"
          description="Each state or province and its miles"
          autosize
          minRows={2}
          data-autofocus
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" fullWidth size="md">
          Add Miles
        </Button>
      </Stack>
    </form>
  );
}

export function MilesDialog({ opened, onClose, loads, timeZone }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Add miles" fullScreen={phone} centered>
      {opened && <MilesForm loads={loads} timeZone={timeZone} onClose={onClose} />}
    </Modal>
  );
}
