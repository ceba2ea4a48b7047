/** The filter (All, Active, Pending, Delivered) and the search box above the loads list. */
import { loadStatusLabels } from '@haulbook/sync-protocol';
import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Segments } from '../../ui/Segments';
import type { LoadFilter } from '../../data/loadList';

interface LoadListControlsProps {
  filter: LoadFilter;
  onFilter: (filter: LoadFilter) => void;
  query: string;
  onQuery: (query: string) => void;
  counts: Record<LoadFilter, number>;
}

const filterLabels: Record<LoadFilter, string> = {
  all: 'All',
  picked_up: loadStatusLabels.picked_up,
  pending: loadStatusLabels.pending,
  delivered: loadStatusLabels.delivered,
};

export function LoadListControls({
  filter,
  onFilter,
  query,
  onQuery,
  counts,
}: LoadListControlsProps) {
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Segments
        label="Show loads"
        value={filter}
        onChange={onFilter}
        data={(Object.keys(filterLabels) as LoadFilter[]).map((value) => ({
          value,
          label: `${filterLabels[value]} ${counts[value]}`,
        }))}
        style={{ flex: '1 1 320px' }}
      />
      <TextInput
        type="search"
        aria-label="Search loads"
        placeholder="Load number or city"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
    </Group>
  );
}
