/**
 * Cancel deletes the load (docs/product.md §4), so the driver confirms it first. A load the carrier still
 * pays for (TONU: truck ordered, not used) is kept instead, closed, paying its TONU; so is a load with
 * paperwork, paying nothing, so its BOL and the rest stay with it until the driver deletes them.
 */
import { decimalToScaled, extraAmountField, type Load } from '@haulbook/sync-protocol';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { NumberTextInput } from '../../../ui/NumberTextInput';
import { usePaySettings } from '../../pay/usePaySettings';
import { formatDollars } from '../../../ui/format';
import { loadCommands } from '../loadCommands';
import { useDocumentCount } from '../useLoads';
import { loadRoute, loadTitle } from '../loadFormat';

interface CancelLoadDialogProps {
  load: Load | null;
  opened: boolean;
  onClose: () => void;
}

export function CancelLoadDialog({ load, opened, onClose }: CancelLoadDialogProps) {
  const [cancelling, setCancelling] = useState(false);
  const [tonu, setTonu] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = usePaySettings()?.config.tonuPay ?? '0.00';
  const papers = useDocumentCount(load?.id);

  const confirm = async () => {
    // Kept or deleted turns on the count: no decision before it is known.
    if (!load || papers === undefined) return;
    const typed = amount.trim();
    if (tonu && typed) {
      const parsed = extraAmountField().safeParse(typed);
      if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    }
    setCancelling(true);
    if (tonu) await loadCommands.cancelWithTonu(load, typed || undefined);
    else if (papers > 0) await loadCommands.cancelWithTonu(load, '0.00');
    else await loadCommands.cancel(load);
    setCancelling(false);
    setTonu(false);
    setAmount('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this load?" centered>
      {load && (
        <Stack gap="sm">
          <Text>
            {loadTitle(load)} ({loadRoute(load)}){' '}
            {tonu
              ? 'stays in your loads as cancelled, paying its TONU.'
              : (papers ?? 0) > 0
                ? `stays in your loads as cancelled, paying nothing, with its ${papers === 1 ? 'document' : `${papers} documents`}.`
                : 'will be removed from your loads.'}
          </Text>
          <Checkbox
            label="The carrier still pays for it (TONU: truck ordered, not used)"
            checked={tonu}
            onChange={(e) => setTonu(e.currentTarget.checked)}
          />
          {tonu && (
            <NumberTextInput
              label="TONU paid"
              decimal
              leftSection={<Text size="sm">$</Text>}
              description={`Leave empty for your Pay Config's ${formatDollars(rate)}${decimalToScaled(rate, 2) === 0 ? ' (set it under Extra Pay)' : ''}`}
              value={amount}
              error={error}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep load
        </Button>
        <Button
          color="red"
          loading={cancelling}
          disabled={papers === undefined}
          onClick={() => void confirm()}
        >
          Cancel load
        </Button>
      </Group>
    </Modal>
  );
}
