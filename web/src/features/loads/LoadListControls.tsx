/** The filter (All, Active, Pending, Delivered) and the search box above the loads list. */
import { loadStatusLabels } from '@haulbook/sync-protocol';
import { Group, SegmentedControl, TextInput, useMatches } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { LoadFilter } from './loadList';

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
  // Four segments with their counts fit a 360 px phone only in the small size.
  const size = useMatches({ base: 'xs', sm: 'sm' });
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl
        size={size}
        fullWidth
        value={filter}
        onChange={(value) => onFilter(value as LoadFilter)}
        aria-label="Show loads"
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
