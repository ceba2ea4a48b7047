/** One load in the list: what it is, where it goes, and the docs/product.md §4 buttons for its status. */
import { WaitingToSyncBadge } from '../../ui/WaitingToSyncBadge';
import {
  formatDistanceValue,
  loadDistancesIn,
  loadActions,
  loadStatusLabels,
  type DistanceUnit,
  type DocumentKind,
  type Load,
  type LoadStatus,
  type PaySettings,
} from '@haulbook/sync-protocol';
import {
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCurrencyDollar, IconRoute } from '@tabler/icons-react';
import { useId, useState, type MouseEvent } from 'react';
import { DeliveredSummary } from './DeliveredSummary';
import { PaperworkMarks } from './documents/PaperworkMarks';
import { loadCommands } from './loadCommands';
import { formatLoadDay, formatLoadTime, loadRoute, loadTitle } from './loadFormat';
import { LoadRevenue } from './LoadRevenue';

export const statusColors: Record<LoadStatus, string> = {
  pending: 'gray',
  picked_up: 'orange',
  // Filled with white text: teal-9 (5:1); Mantine's filled teal is 3.1:1.
  delivered: 'teal.9',
  cancelled: 'red.9',
};

export function StatusBadge({ status }: { status: LoadStatus }) {
  return (
    <Badge
      color={statusColors[status]}
      variant={status === 'pending' ? 'light' : 'filled'}
      style={{ flexShrink: 0 }}
    >
      {loadStatusLabels[status]}
    </Badge>
  );
}

function DateLine({ label, iso }: { label: string; iso: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{formatLoadDay(iso)}</Text>
      <Text size="sm" c="dimmed">
        {formatLoadTime(iso)}
      </Text>
    </div>
  );
}

/** A card's buttons: 48 px tall, a target a thumb hits (the title is as tall). */
const target = { size: 'sm', h: 48, px: 8 } as const;
const wholeCard = { cursor: 'pointer' };

/**
 * What a card shows beside its load is read once by the list for all its cards (a Dexie query per
 * card held the Loads screen's start for 30 ms at Lighthouse's 4x CPU slowdown with five loads).
 */
const noPaperwork: ReadonlySet<DocumentKind> = new Set();

interface LoadCardProps {
  load: Load;
  /** A change to this load is still in the outbox. */
  waiting: boolean;
  unit: DistanceUnit;
  pay: PaySettings | undefined;
  /** The kinds of paperwork the load has on this device. */
  paperwork?: ReadonlySet<DocumentKind>;
  onOpenDetails: (load: Load) => void;
  onOpenDocuments: (load: Load) => void;
  onCancel: (load: Load) => void;
}

export function LoadCard({
  load,
  waiting,
  unit,
  pay,
  paperwork = noPaperwork,
  onOpenDetails,
  onOpenDocuments,
  onCancel,
}: LoadCardProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const actions = loadActions(load.status);

  const run = async (command: (load: Load) => Promise<boolean>) => {
    setBusy(true);
    await command(load);
    setBusy(false);
  };

  // A tap anywhere on the card opens the details, but on one of its other buttons.
  const openDetails = (event: MouseEvent) => {
    const control = (event.target as Element).closest('button, a');
    if (!control || control.id === titleId) onOpenDetails(load);
  };

  const bolButton = (
    <Button variant="default" {...target} onClick={() => onOpenDocuments(load)}>
      BOL Docs
    </Button>
  );

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={titleId}
      onClick={openDetails}
      // The load on the road is pinned on top of the list; its border says why.
      style={
        load.status === 'picked_up'
          ? { ...wholeCard, borderColor: 'var(--mantine-color-orange-5)', borderWidth: 2 }
          : wholeCard
      }
    >
      {/* The title is the keyboard way in; its click, as any on the card, reaches openDetails. */}
      <Box>
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <UnstyledButton
            id={titleId}
            fw={800}
            fz="lg"
            c="var(--haulbook-strong)"
            mih={48}
            style={{ overflowWrap: 'anywhere' }}
          >
            {loadTitle(load)}
          </UnstyledButton>
          <StatusBadge status={load.status} />
        </Group>
        <Text fw={600} mt={4}>
          {loadRoute(load)}
        </Text>
        <SimpleGrid cols={2} spacing="xs" mt="sm">
          <DateLine label="Pickup" iso={load.pickupDate} />
          <DateLine label="Delivery" iso={load.deliveryDate} />
        </SimpleGrid>
        <Group gap="lg" mt="sm">
          <Group gap={6} wrap="nowrap">
            <IconRoute size={18} color="var(--mantine-color-gray-6)" />
            <Text size="sm">{formatDistanceValue(loadDistancesIn(load, unit).total, unit)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCurrencyDollar size={18} color="var(--mantine-color-gray-6)" />
            <Text size="sm" fw={600}>
              <LoadRevenue load={load} pay={pay} />
            </Text>
          </Group>
          <PaperworkMarks kinds={paperwork} />
          {waiting && <WaitingToSyncBadge />}
        </Group>
      </Box>
      <Divider my="sm" />
      {load.status === 'delivered' || load.status === 'cancelled' ? (
        <Group gap="sm" wrap="wrap" justify="space-between">
          <DeliveredSummary load={load} />
          {bolButton}
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {bolButton}
          <Button
            {...target}
            disabled={busy || !actions.canPickUp}
            onClick={() => void run(loadCommands.pickUp)}
          >
            Picked Up
          </Button>
          <Button
            {...target}
            color="teal.9"
            disabled={busy || !actions.canDeliver}
            onClick={() => void run(loadCommands.deliver)}
          >
            Delivered
          </Button>
          <Button
            {...target}
            variant="light"
            color="red"
            disabled={busy || !actions.canCancel}
            onClick={() => onCancel(load)}
          >
            Cancel
          </Button>
        </SimpleGrid>
      )}
    </Card>
  );
}
